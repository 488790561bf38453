//===- CAPIPasses.cpp - The C API's passes and image packages -------------===//
#include "CAPIInternal.h"
#include "offload/lower/DeviceLowering.h"
#include "offload/lower/HostLowering.h"
#include "offload/support/ToolSupport.h"

#include <new>

using namespace llvm;
using namespace offload::capi;

extern "C" {

offload_status offload_device_pass(offload_module *H, const offload_manifest *Man,
                                   const char *Arch, unsigned OptLevel,
                                   const char *PackagePath, offload_error **Error) {
  if (!H || !H->M || !Man || !Arch || !*Arch || !PackagePath)
    return badArgument("offload_device_pass: module, manifest, arch and "
                       "package_path must not be NULL or empty", Error);
  if (OptLevel > 3)
    return badArgument("offload_device_pass: opt_level must be 0-3", Error);
  offload::lower::DeviceOptions Options;
  Options.Arch = Arch;
  Options.OptLevel = OptLevel;
  Expected<offload::lower::DeviceImage> Image = offload::lower::runDevicePass(
      *H->M, Man->M, H->Path, *H->Conv, Options);
  if (!Image)
    return fail(Image.takeError(), Error);
  if (llvm::Error E = offload::writeFileAtomically(
          PackagePath, offload::lower::writePackage({*Image}))) {
    fail(std::move(E), Error);
    return OFFLOAD_ERROR_IO;
  }
  return OFFLOAD_OK;
}

offload_status offload_host_pass(offload_module *H, const offload_manifest *Man,
                                 const char *const *PackagePaths, size_t PackageCount,
                                 const offload_launch_marker *Marker,
                                 unsigned OptLevel, const char *ObjectPath,
                                 offload_error **Error) {
  if (!H || !H->M || !Man || (PackageCount && !PackagePaths) ||
      (Marker && (!Marker->name || !*Marker->name)) || !ObjectPath)
    return badArgument("offload_host_pass: module, manifest, package_paths, "
                       "a marker's name and object_path must not be NULL "
                       "(nor the name empty)",
                       Error);
  if (OptLevel > 3)
    return badArgument("offload_host_pass: opt_level must be 0-3", Error);
  std::vector<std::string> Paths;
  for (size_t I = 0; I < PackageCount; ++I) {
    if (!PackagePaths[I])
      return badArgument("offload_host_pass: a package path is NULL", Error);
    Paths.push_back(PackagePaths[I]);
  }
  Expected<std::vector<offload::lower::DeviceImage>> Images =
      offload::lower::readPackages(Paths);
  if (!Images)
    return fail(Images.takeError(), Error);
  // The toolkit's marker as offload.h documents it, without the stack
  // size (the config the C API names is 28 bytes).
  offload::lower::LaunchMarker Contract =
      offload::lower::toolkitLaunchMarker(/*WithStackBytes=*/false);
  if (Marker) {
    Contract = {Marker->name, Marker->grid_offset, Marker->block_offset, std::nullopt,
                std::nullopt};
    if (Marker->shared_bytes_offset != OFFLOAD_NO_SHARED_BYTES)
      Contract.DynamicSharedOffset = Marker->shared_bytes_offset;
  }
  Expected<std::string> Object = offload::lower::runHostPass(
      *H->M, Man->M, std::move(*Images), H->Path, Contract, OptLevel);
  if (!Object)
    return fail(Object.takeError(), Error);
  if (llvm::Error E = offload::writeFileAtomically(ObjectPath, *Object)) {
    fail(std::move(E), Error);
    return OFFLOAD_ERROR_IO;
  }
  return OFFLOAD_OK;
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
  // Records of images left out at build time hold no image.
  llvm::erase_if(*Images, [](const offload::lower::DeviceImage &I) { return I.isLeftOut(); });
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
