# `cmake --install`: the tools, the libraries with their public headers, the
# launch runtime, the Rust side (support crate, offload-rustc), schemas and
# docs under a prefix, with a CMake package (find_package(OffloadToolkit
# CONFIG): imported targets OffloadToolkit::OffloadLower, ::OffloadManifest,
# ::OffloadLayout, ::OffloadRuntime; LLVM and the header-only dependencies
# found again by the package) and a pkg-config file (offload-toolkit).
include(CMakePackageConfigHelpers)

set(OFFLOAD_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/OffloadToolkit)
set(OFFLOAD_DATA_DIR ${CMAKE_INSTALL_DATADIR}/offload-toolkit)

install(TARGETS OffloadABI OffloadLLVM OffloadSupport OffloadLayout OffloadManifest OffloadLower OffloadRust OffloadRuntime OffloadC OffloadCRust
        EXPORT OffloadToolkitTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
# The pass plugin for opt (liblower/CMakeLists.txt).
install(TARGETS OffloadPasses LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS offload-manifest offload-lower offload-link cargo-offload
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
foreach(dir abi libsupport libmanifest liblayout liblower frontends/rust runtime capi)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/${dir}/include/
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
endforeach()
# launch.h includes offload/runtime/openmp-abi.h, generated from LLVM's
# headers into the build tree (runtime/CMakeLists.txt).
install(DIRECTORY ${PROJECT_BINARY_DIR}/runtime/include/
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

install(EXPORT OffloadToolkitTargets NAMESPACE OffloadToolkit::
        DESTINATION ${OFFLOAD_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/OffloadToolkitConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/OffloadToolkitConfig.cmake
  INSTALL_DESTINATION ${OFFLOAD_CMAKE_DIR})
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/OffloadToolkitConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/OffloadToolkitConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/OffloadToolkitConfigVersion.cmake
        DESTINATION ${OFFLOAD_CMAKE_DIR})

# pkg-config: the libraries in link order, then LLVM (libLLVM.so.22.1).
# The file finds the prefix from its own place (lib/pkgconfig).
file(RELATIVE_PATH OFFLOAD_PC_UP /prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig /prefix)
set(OFFLOAD_PC_LLVM_CFLAGS "-isystem ${LLVM_INCLUDE_DIRS} ${LLVM_DEFINITIONS}")
set(OFFLOAD_PC_LLVM_LIBS "-L${LLVM_LIBRARY_DIR} -Wl,-rpath,${LLVM_LIBRARY_DIR} -lLLVM")
configure_file(${PROJECT_SOURCE_DIR}/cmake/offload-toolkit.pc.in
  ${CMAKE_CURRENT_BINARY_DIR}/offload-toolkit.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/offload-toolkit.pc
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# The Rust side: the support crate and the build driver, which finds the
# tools next to the link to it in bin/.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/frontends/rust/offload
                  ${PROJECT_SOURCE_DIR}/frontends/rust/sysroot
        DESTINATION ${OFFLOAD_DATA_DIR}/rust USE_SOURCE_PERMISSIONS)
# The crate's build script reads the ABI lists from its own abi/ folder
# when installed (from the source tree's abi/ in a checkout).
install(FILES ${OFFLOAD_ABI_LISTS} DESTINATION ${OFFLOAD_DATA_DIR}/rust/offload/abi)
install(PROGRAMS ${PROJECT_SOURCE_DIR}/frontends/rust/offload-rustc
        DESTINATION ${OFFLOAD_DATA_DIR}/rust)
install(CODE "execute_process(COMMAND ${CMAKE_COMMAND} -E create_symlink
  ../${OFFLOAD_DATA_DIR}/rust/offload-rustc
  \$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/offload-rustc)")

install(DIRECTORY ${PROJECT_SOURCE_DIR}/schemas/ DESTINATION ${OFFLOAD_DATA_DIR}/schemas)
# docs/README.md (the pages by reader) becomes index.md beside the
# project's README.md.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}
        PATTERN gpu-runs EXCLUDE PATTERN README.md EXCLUDE)
install(FILES ${PROJECT_SOURCE_DIR}/docs/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR}
        RENAME index.md)
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
# The C frontend example builds against the installed package alone
# (docs/embedding.md).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/examples/c-frontend
        DESTINATION ${CMAKE_INSTALL_DOCDIR}/examples)

# A Debian package of the install (`cpack -G DEB` in the build folder):
# installs under /usr and depends on the Debian 12 packages the tools and
# offload-rustc need at run time, and clang-22, which the installed C
# frontend example (offloadc) runs to compile C (LLVM_TOOLS_BINARY_DIR/clang).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME offload-toolkit)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "GPU offload for ordinary Rust (and other LLVM frontends) on LLVM 22's offload runtime")
set(CPACK_PACKAGE_CONTACT "offload-toolkit maintainers <offload-toolkit@localhost>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE amd64)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libc6 (>= 2.36), libstdc++6, libllvm22, llvm-22, llvm-22-dev, lld-22, liboffload-22, liboffload-22-dev, nlohmann-json3-dev, libboost-graph-dev, rustc-web, cargo-web, rust-web-src, gcc, clang-22")
include(CPack)
