# lit configuration of the offload toolkit's tool and end-to-end tests.
import os
import lit.formats

config.name = "offload-toolkit"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".test", ".ll", ".json"]
config.excludes = ["Inputs"]

# Our tools first, then LLVM's (FileCheck, not, count, split-file).
config.environment["PATH"] = os.pathsep.join(
    [config.tools_dir, config.llvm_tools_dir, config.environment.get("PATH", os.environ["PATH"])])
for var in ("HOME", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

saxpy = os.path.join(config.examples_dir, "saxpy")
config.substitutions.append(("%python", config.python))
# The JSON Schema validator scripts/install-deps.sh installs from npm.
ajv = os.path.join(os.path.dirname(os.path.dirname(config.test_source_root)),
                   ".tools", "npm", "node_modules", ".bin", "ajv")
config.substitutions.append(("%ajv", ajv + " validate --spec=draft2020 --strict=true"))
# The example's work dir: the install tests read its manifest. (Tool tests
# read only checked-in inputs: README.md.)
config.substitutions.append(("%saxpy_work", os.path.join(saxpy, "work")))
config.substitutions.append(("%generic", os.path.join(config.examples_dir, "generic", "generic")))
config.substitutions.append(("%tools", config.tools_dir))
config.substitutions.append(("%saxpy", os.path.join(saxpy, "saxpy")))
# The end-to-end programs of test/e2e (built by CMake) and their work dirs.
config.substitutions.append(("%e2e", config.e2e_dir))
config.substitutions.append(("%examples", config.examples_dir))
config.substitutions.append(("%src", config.source_root))
config.substitutions.append(("%build", config.build_dir))
# The toolkit's passes as an opt plugin (liblower/plugin).
config.substitutions.append(("%passes", os.path.join(config.build_dir, "lib", "OffloadPasses.so")))
config.substitutions.append(("%sysroot_cache", config.sysroot_cache))
# The device sysroots of the rustc that builds the tests (one folder per
# rustc version): core's bitcode for each device target.
def device_sysroot():
    import subprocess
    try:
        version = subprocess.run(["/usr/bin/rustc", "--version"], capture_output=True,
                                 text=True).stdout.split()[1]
    except (OSError, IndexError):
        return config.sysroot_cache
    return os.path.join(config.sysroot_cache, "rustc-" + version)
config.substitutions.append(("%device_sysroot", device_sysroot()))
# offload-rustc with this build's tools and device sysroots, for tests that
# build (or fail to build) a program of their own.
config.substitutions.append(("%offload-rustc",
    "env OFFLOAD_SYSROOT_CACHE=%s %s --tools %s" % (
        config.sysroot_cache,
        os.path.join(config.source_root, "frontends", "rust", "offload-rustc"),
        config.tools_dir)))

# NVIDIA images need ptxas (CUDA toolkit); found the way offload-lower finds it.
def find_ptxas():
    cuda = os.environ.get("CUDA_PATH")
    if cuda:
        p = os.path.join(cuda, "bin", "ptxas")
        return p if os.access(p, os.X_OK) else None
    if os.access("/usr/local/cuda/bin/ptxas", os.X_OK):
        return "/usr/local/cuda/bin/ptxas"
    import shutil
    return shutil.which("ptxas")

# A build with sanitizers (OFFLOAD_SANITIZE, scripts/test.sh's second
# pass): its installed libraries need the sanitizer runtime, and its tests
# cannot shrink the address space (shadow memory); the release pass runs
# the tests that do.
if getattr(config, "sanitize", ""):
    config.available_features.add("sanitized")
    lit_config.note("sanitized build (%s): tests marked UNSUPPORTED: sanitized are "
                    "the release pass's" % config.sanitize)

# Which device targets the suite builds, and which it skips and why (the
# tools decide; no GPU runs here: bench/gpu-run.sh runs the GPU side).
built = ["host (x86-64, run by libomptarget's HOST plugin)",
         "gfx90a, gfx942, gfx1030, gfx1100 (AMD: ld.lld; checked by structure, not run)"]
skipped = []
if find_ptxas():
    config.available_features.add("ptxas")
    built.append("sm_75, sm_80, sm_86, sm_89, sm_90, sm_100, sm_120 (NVIDIA: ptxas "
                 "at %s; compiled, not run)" % find_ptxas())
else:
    skipped.append("every NVIDIA arch: no ptxas (CUDA toolkit; set CUDA_PATH); "
                   "the tests that need it are UNSUPPORTED")
lit_config.note("device targets built: " + "; ".join(built))
lit_config.note("device targets skipped: " + ("; ".join(skipped) if skipped else "none"))
