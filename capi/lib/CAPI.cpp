//===- CAPI.cpp - The toolkit's C API -------------------------------------===//
//
// offload/offload.h over the C++ libraries: handles own the C++ objects and
// every string they hand out; errors become offload_error values.
//
//===----------------------------------------------------------------------===//
#include "offload/offload.h"
#include "offload/lower/Images.h"
#include "offload/manifest/Manifest.h"
#include "offload/support/Diagnostic.h"

#include "llvm/Support/Error.h"

#include <new>
#include <system_error>
#include <string>
#include <vector>

using namespace llvm;

struct offload_error {
  std::string Message;
};

struct offload_manifest {
  offload::manifest::Manifest M;
  std::vector<std::string> Names; ///< display names, for the C strings
};

struct offload_package {
  std::vector<offload::lower::DeviceImage> Images;
};

namespace {

/// Stores E's message (the tools' wording) in *Out when Out is not NULL,
/// and returns the status it maps to: errors the file system reported (a
/// FileError with a system error code) are I/O, everything else bad input.
offload_status fail(Error E, offload_error **Out) {
  offload_status Status = OFFLOAD_ERROR_INPUT;
  std::string Message;
  handleAllErrors(
      std::move(E),
      [&](const offload::DiagnosticError &D) {
        std::string Text;
        raw_string_ostream OS(Text);
        D.log(OS);
        size_t Colon = Text.find(": ", D.location().size());
        // `file:line:col: error: message` (notes on the lines after).
        Text.insert(Colon == std::string::npos ? 0 : Colon + 2, "error: ");
        Message += (Message.empty() ? "" : "\n") + Text;
      },
      [&](const FileError &F) {
        std::error_code EC = F.convertToErrorCode();
        if (EC.category() == std::generic_category() ||
            EC.category() == std::system_category())
          Status = OFFLOAD_ERROR_IO;
        Message += (Message.empty() ? "" : "\n") + std::string("error: ") + F.message();
      },
      [&](const ErrorInfoBase &Other) {
        Message += (Message.empty() ? "" : "\n") + std::string("error: ") + Other.message();
      });
  if (Out)
    *Out = new (std::nothrow) offload_error{std::move(Message)};
  return Status;
}

offload_status badArgument(const char *What, offload_error **Out) {
  if (Out)
    *Out = new (std::nothrow) offload_error{std::string("error: ") + What};
  return OFFLOAD_ERROR_ARGUMENT;
}

offload_status adopt(Expected<offload::manifest::Manifest> M, offload_manifest **Out,
                     offload_error **Error) {
  if (!M)
    return fail(M.takeError(), Error);
  auto *H = new (std::nothrow) offload_manifest{std::move(*M), {}};
  if (!H)
    return badArgument("out of memory", Error);
  for (const offload::manifest::KernelInstance &K : H->M.Instances)
    H->Names.push_back(K.displayName());
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

unsigned offload_c_api_version(void) { return OFFLOAD_C_API_VERSION; }

const char *offload_error_message(const offload_error *E) {
  return E ? E->Message.c_str() : "";
}

void offload_error_free(offload_error *E) { delete E; }

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

offload_status offload_package_read(const char *Path, offload_package **Out,
                                    offload_error **Error) {
  if (!Path || !Out)
    return badArgument("offload_package_read: path and out must not be NULL", Error);
  *Out = nullptr;
  Expected<std::vector<offload::lower::DeviceImage>> Images =
      offload::lower::readPackage(Path);
  if (!Images)
    return fail(Images.takeError(), Error);
  auto *H = new (std::nothrow) offload_package{std::move(*Images)};
  if (!H)
    return badArgument("out of memory", Error);
  *Out = H;
  return OFFLOAD_OK;
}

void offload_package_free(offload_package *H) { delete H; }

size_t offload_package_image_count(const offload_package *H) {
  return H ? H->Images.size() : 0;
}

const char *offload_package_image_triple(const offload_package *H, size_t I) {
  return H && I < H->Images.size() ? H->Images[I].Triple.c_str() : nullptr;
}

const char *offload_package_image_arch(const offload_package *H, size_t I) {
  return H && I < H->Images.size() ? H->Images[I].Arch.c_str() : nullptr;
}

uint64_t offload_package_image_size(const offload_package *H, size_t I) {
  return H && I < H->Images.size() ? H->Images[I].Bytes.size() : 0;
}

} // extern "C"
