//===- CAPI.cpp - The toolkit's C API: versions and errors ----------------===//
//
// offload/offload.h over the C++ libraries: handles own the C++ objects and
// every string they hand out; errors become offload_error values. Manifests,
// modules and layouts, the passes: CAPIManifest.cpp, CAPIModule.cpp,
// CAPIPasses.cpp.
//
//===----------------------------------------------------------------------===//
#include "CAPIInternal.h"
#include "offload/support/Diagnostic.h"

#include <new>
#include <system_error>

using namespace llvm;

namespace offload::capi {

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

} // namespace offload::capi

extern "C" {

unsigned offload_c_api_version(void) { return OFFLOAD_C_API_VERSION; }

const char *offload_error_message(const offload_error *E) {
  return E ? E->Message.c_str() : "";
}

void offload_error_free(offload_error *E) { delete E; }

} // extern "C"
