# Rust programs built through the whole pipeline by frontends/rust/offload-rustc
# (a wrapper over cargo-offload) with the tools of this build (the examples
# and the end-to-end tests). The
# device sysroots (core built from rust-web-src) and core's public type names
# are cached in the build folder.
set(OFFLOAD_RUSTC ${PROJECT_SOURCE_DIR}/frontends/rust/offload-rustc)
set(OFFLOAD_SYSROOT_CACHE ${CMAKE_BINARY_DIR}/rust-sysroot CACHE PATH
    "Where the device sysroots are kept (another build's may be shared)")
# The support crate's sources: every program depends on them.
file(GLOB OFFLOAD_SUPPORT_SOURCES CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/frontends/rust/offload/src/*.rs)

# Say up front whether the NVIDIA image will be built (offload-rustc looks
# for ptxas the same way: $CUDA_PATH/bin, /usr/local/cuda/bin, PATH).
if(DEFINED ENV{CUDA_PATH})
  find_program(OFFLOAD_PTXAS ptxas PATHS $ENV{CUDA_PATH}/bin NO_DEFAULT_PATH NO_CACHE)
else()
  find_program(OFFLOAD_PTXAS ptxas HINTS /usr/local/cuda/bin NO_CACHE)
endif()
if(OFFLOAD_PTXAS)
  message(STATUS "ptxas: ${OFFLOAD_PTXAS}: the example gets an sm_90 image too")
else()
  message(STATUS "ptxas: not found: the example is built for the CPU only, "
                 "and the tests that build sm_90 images are skipped")
endif()

# offload_rust_program(TARGET SOURCE_DIR CRATE OUTPUT WORK [extra offload-rustc
# arguments...]): builds SOURCE_DIR/kernels.rs and SOURCE_DIR/host.rs (paths
# relative to the project) into the program OUTPUT, with intermediates in
# WORK, as part of `all`. Files listed in OFFLOAD_RUST_EXTRA_DEPENDS (in the
# caller's scope) are sources too (e.g. one that host.rs include!s).
function(offload_rust_program target source crate output work)
  set(src ${PROJECT_SOURCE_DIR}/${source})
  add_custom_command(
    OUTPUT ${output}
    COMMAND ${CMAKE_COMMAND} -E env OFFLOAD_SYSROOT_CACHE=${OFFLOAD_SYSROOT_CACHE}
            ${OFFLOAD_RUSTC} --kernels ${source}/kernels.rs --kernels-crate ${crate}
            --host ${source}/host.rs -o ${output} --work ${work}
            --tools $<TARGET_FILE_DIR:offload-lower> ${ARGN}
    DEPENDS ${src}/kernels.rs ${src}/host.rs ${OFFLOAD_RUST_EXTRA_DEPENDS} ${OFFLOAD_RUSTC}
            ${OFFLOAD_SUPPORT_SOURCES}
            ${PROJECT_SOURCE_DIR}/frontends/rust/offload/Cargo.toml
            ${PROJECT_SOURCE_DIR}/frontends/rust/offload/build.rs ${OFFLOAD_ABI_LISTS}
            cargo-offload offload-manifest offload-lower offload-link OffloadRuntime
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
    COMMENT "Building ${source} through the offload pipeline ${ARGN}"
    VERBATIM)
  add_custom_target(${target} ALL DEPENDS ${output})
endfunction()

