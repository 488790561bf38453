//===- DeviceTarget.cpp - The device target of a module -------------------===//
//
// Makes the DeviceTarget of a module's triple: one class per target, as
// libomptarget has one plugin per target.
//
//===----------------------------------------------------------------------===//
#include "DeviceTarget.h"

#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace offload::lower {

SharedArrayPlacement::~SharedArrayPlacement() = default;
DeviceTarget::~DeviceTarget() = default;

static Expected<TargetKind> targetKindOf(const Module &M) {
  const Triple &T = M.getTargetTriple();
  if (T.isNVPTX() && T.isArch64Bit())
    return TargetKind::NVPTX;
  if (T.isAMDGCN() && T.getOS() == Triple::AMDHSA)
    return TargetKind::AMDGPU;
  if (T.getArch() == Triple::x86_64)
    return TargetKind::Host;
  return createStringError("device target '" + T.str() +
                           "' is not supported (x86_64, nvptx64 and "
                           "amdgcn-amd-amdhsa are)");
}

Expected<std::unique_ptr<DeviceTarget>> createDeviceTarget(const Module &M) {
  Expected<TargetKind> Kind = targetKindOf(M);
  if (!Kind)
    return Kind.takeError();
  switch (*Kind) {
  case TargetKind::Host:
    return createCPUTarget();
  case TargetKind::NVPTX:
    return createNVPTXTarget();
  case TargetKind::AMDGPU:
    return createAMDGPUTarget();
  }
  llvm_unreachable("unknown target kind");
}

} // namespace offload::lower
