//===- CAPIConventions.h - offload_conventions, inside ----------*- C++ -*-===//
//
// What an offload_conventions handle holds, for the C API's libraries.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_CAPI_CAPICONVENTIONS_H
#define OFFLOAD_CAPI_CAPICONVENTIONS_H

#include "offload/layout/Conventions.h"

struct offload_conventions {
  const offload::layout::Conventions *Conv;
};

#endif
