# Writes a C++ source that holds a file's bytes as an array (run at build
# time by liblower/CMakeLists.txt; needs no tool but CMake):
#   cmake -DINPUT=<file> -DOUTPUT=<file.cpp> -DNAME=<identifier> -P EmbedBitcode.cmake
# defines, in namespace offload::lower::detail,
#   alignas(16) const unsigned char <NAME>[]   the bytes, and
#   const std::size_t <NAME>Size              their count (in bytes),
# both with external linkage. Errors: INPUT, OUTPUT or NAME unset, or INPUT
# missing or empty, stop the build with a message.
foreach(var INPUT OUTPUT NAME)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "EmbedBitcode.cmake: -D${var}=... is required")
  endif()
endforeach()
if(NOT EXISTS "${INPUT}")
  message(FATAL_ERROR "EmbedBitcode.cmake: no such file: ${INPUT}")
endif()

file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" hex_length)
math(EXPR size "${hex_length} / 2")
if(size EQUAL 0)
  message(FATAL_ERROR "EmbedBitcode.cmake: ${INPUT} is empty")
endif()
# Two hex digits per byte; 16 bytes (32 digits) a line.
string(REGEX REPLACE "(................................)" "\\1\n" hex "${hex}")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REPLACE "\n" "\n    " bytes "${bytes}")
string(STRIP "${bytes}" bytes)
get_filename_component(input_name "${INPUT}" NAME)

file(WRITE "${OUTPUT}.tmp"
"// Generated at build time by liblower/cpu/EmbedBitcode.cmake from
// ${input_name} (${size} bytes). Do not edit.
#include <cstddef>

namespace offload::lower::detail {
extern const unsigned char ${NAME}[];
extern const std::size_t ${NAME}Size;
alignas(16) const unsigned char ${NAME}[] = {
    ${bytes}
};
const std::size_t ${NAME}Size = ${size};
} // namespace offload::lower::detail
")
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
