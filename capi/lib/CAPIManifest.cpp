//===- CAPIManifest.cpp - The C API's manifests ---------------------------===//
#include "CAPIInternal.h"
#include "offload/support/Diagnostic.h"
#include "offload/support/ToolSupport.h"

#include "llvm/ADT/StringExtras.h"

#include <new>

using namespace llvm;
using namespace offload::capi;

namespace {

/// Rebuilds the C strings of a manifest handle after a change.
void refreshNames(offload_manifest &H) {
  H.Names.clear();
  for (const offload::manifest::KernelInstance &K : H.M.Instances)
    H.Names.push_back(K.displayName());
}

offload_status adopt(Expected<offload::manifest::Manifest> M, offload_manifest **Out,
                     offload_error **Error) {
  if (!M)
    return fail(M.takeError(), Error);
  auto *H = new (std::nothrow) offload_manifest{std::move(*M), {}};
  if (!H)
    return badArgument("out of memory", Error);
  refreshNames(*H);
  *Out = H;
  return OFFLOAD_OK;
}

const offload::manifest::KernelArgument *argument(const offload_manifest *H,
                                                  size_t I, size_t A) {
  if (!H || I >= H->M.Instances.size() || A >= H->M.Instances[I].Args.size())
    return nullptr;
  return &H->M.Instances[I].Args[A];
}

} // namespace

extern "C" {

offload_status offload_manifest_read(const char *Path, offload_manifest **Out,
                                     offload_error **Error) {
  if (!Path || !Out)
    return badArgument("offload_manifest_read: path and out must not be NULL", Error);
  *Out = nullptr;
  return adopt(offload::manifest::readManifest(Path), Out, Error);
}

offload_status offload_manifest_parse(const char *Text, size_t Len, const char *Name,
                                      offload_manifest **Out, offload_error **Error) {
  if ((!Text && Len) || !Out)
    return badArgument("offload_manifest_parse: text and out must not be NULL", Error);
  *Out = nullptr;
  return adopt(offload::manifest::parseManifest(StringRef(Text, Len),
                                                Name ? Name : "<manifest>"),
               Out, Error);
}

offload_status offload_manifest_write(const offload_manifest *H, const char *Path,
                                      offload_error **Error) {
  if (!H || !Path)
    return badArgument("offload_manifest_write: manifest and path must not be NULL", Error);
  if (llvm::Error E = offload::manifest::writeManifest(H->M, Path)) {
    fail(std::move(E), Error);
    return OFFLOAD_ERROR_IO;
  }
  return OFFLOAD_OK;
}

void offload_manifest_free(offload_manifest *H) { delete H; }

offload_status offload_manifest_create(const char *Producer, offload_manifest **Out,
                                       offload_error **Error) {
  if (!Out)
    return badArgument("offload_manifest_create: out must not be NULL", Error);
  offload::manifest::Manifest M;
  if (Producer)
    M.Producer = Producer;
  *Out = nullptr;
  return adopt(std::move(M), Out, Error);
}

offload_status offload_manifest_add_instance(offload_manifest *H, const char *Kernel,
                                             const char *DeviceSymbol,
                                             const char *HostSymbol,
                                             const offload_layouts *Args,
                                             offload_error **Error) {
  if (!H || !Kernel || !HostSymbol || !Args)
    return badArgument("offload_manifest_add_instance: manifest, kernel, "
                       "host_symbol and args must not be NULL",
                       Error);
  if (!*Kernel)
    return fail(createStringError("the kernel name is empty"), Error);
  offload::manifest::KernelInstance K;
  K.Kernel = Kernel;
  K.DeviceSymbol = DeviceSymbol ? std::string(DeviceSymbol)
                                : offload::manifest::deviceSymbolFor(Kernel, {});
  K.HostSymbols = {HostSymbol};
  for (size_t I = 0; I < Args->Layouts.size(); ++I)
    K.Args.push_back({Args->Layouts[I].TypeName, Args->Layouts[I], Args->Offsets[I]});
  if (K.DeviceSymbol.empty() ||
      !std::all_of(K.DeviceSymbol.begin(), K.DeviceSymbol.end(),
                   [](char C) { return isAlnum(C) || C == '_'; }))
    return fail(createStringError("the device symbol '" +
                                  offload::printable(K.DeviceSymbol) +
                                  "' is not an identifier ([A-Za-z0-9_])"),
                Error);
  if (H->M.findByDeviceSymbol(K.DeviceSymbol))
    return fail(createStringError("the device symbol '" +
                                  offload::printable(K.DeviceSymbol) +
                                  "' is taken by another instance"),
                Error);
  offload::manifest::Manifest Next = H->M;
  Next.Instances.push_back(std::move(K));
  Next.sort();
  // Checked as a file would be: written, then read back.
  Expected<offload::manifest::Manifest> Checked = offload::manifest::parseManifest(
      offload::manifest::toJSON(Next), "<offload_manifest_add_instance>");
  if (!Checked)
    return fail(Checked.takeError(), Error);
  H->M = std::move(Next);
  H->M.Major = Checked->Major;
  H->M.Minor = Checked->Minor;
  refreshNames(*H);
  return OFFLOAD_OK;
}

unsigned offload_manifest_version_major(const offload_manifest *H) {
  return H ? H->M.Major : 0;
}

unsigned offload_manifest_version_minor(const offload_manifest *H) {
  return H ? H->M.Minor : 0;
}

size_t offload_manifest_instance_count(const offload_manifest *H) {
  return H ? H->M.Instances.size() : 0;
}

const char *offload_manifest_instance_name(const offload_manifest *H, size_t I) {
  return H && I < H->Names.size() ? H->Names[I].c_str() : nullptr;
}

const char *offload_manifest_instance_device_symbol(const offload_manifest *H, size_t I) {
  return H && I < H->M.Instances.size() ? H->M.Instances[I].DeviceSymbol.c_str() : nullptr;
}

size_t offload_manifest_arg_count(const offload_manifest *H, size_t I) {
  return H && I < H->M.Instances.size() ? H->M.Instances[I].Args.size() : 0;
}

const char *offload_manifest_arg_type(const offload_manifest *H, size_t I, size_t A) {
  const offload::manifest::KernelArgument *Arg = argument(H, I, A);
  return Arg ? Arg->TypeName.c_str() : nullptr;
}

int64_t offload_manifest_arg_map_type(const offload_manifest *H, size_t I, size_t A) {
  const offload::manifest::KernelArgument *Arg = argument(H, I, A);
  return Arg && Arg->Layout ? int64_t(Arg->Layout->mapType()) : -1;
}

} // extern "C"
