/* offloadc: a small offload frontend for C, written against the toolkit's
 * C API (offload/offload.h) only. It shows what any frontend does to offload
 * its kernels (docs/embedding.md walks through it):
 *
 *   offloadc [-v] [-O N] -k KERNEL [-k KERNEL...] -o PROGRAM KERNELS.c HOST.c
 *
 *  1. compiles the host program with clang to bitcode with debug info;
 *  2. describes each launch in a manifest: kernel K is launched by the host
 *     function `launch_K` with a structure `K_args` of its arguments, whose
 *     layouts and offsets the C API reads from the host's debug info;
 *  3. writes the device roots: for each kernel, C code that reads the
 *     arguments from their 8-byte kernel slots and calls the kernel
 *     (`__offload_unpack_<device symbol>`), and compiles them with the
 *     kernels for the CPU device (x86-64); checks the kernels' parameters,
 *     read from the device's debug info, against the launches';
 *  4. runs the device pass (an image package) and the host pass (an object
 *     file), and links the program with cc, the toolkit's launch runtime
 *     and libomptarget.
 *
 * Intermediate files go to PROGRAM.work/. Exit status: 0 on success, 1 on
 * an error (printed to stderr), 2 on bad usage.
 */
#include <offload/offload.h>

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* Where the toolchain and the toolkit are (set by CMakeLists.txt from the
 * installed package). */
#ifndef OFFLOADC_CLANG
#define OFFLOADC_CLANG "clang-22"
#endif
#ifndef OFFLOADC_RUNTIME
#define OFFLOADC_RUNTIME "liboffload-rt.a"
#endif
#ifndef OFFLOADC_LLVM_LIBDIR
#define OFFLOADC_LLVM_LIBDIR "/usr/lib/llvm-22/lib"
#endif

#define MAX_KERNELS 32
#define MAX_ARGS 64

static int Verbose;

static void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("offloadc: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  exit(1);
}

/* Reports a failed C API call with the toolkit's message. (The error is
 * passed by address: it is set by the call, which C may evaluate after
 * this function's other arguments.) */
static void check(offload_status status, offload_error **error, const char *what) {
  if (status == OFFLOAD_OK)
    return;
  fprintf(stderr, "offloadc: %s failed:\n%s\n", what, offload_error_message(*error));
  offload_error_free(*error);
  exit(1);
}

/* Runs argv[0] with argv and waits; a failure ends the program. */
static void run(char *const argv[]) {
  if (Verbose) {
    for (size_t i = 0; argv[i]; ++i)
      fprintf(stderr, "%s%s", i ? " " : "", argv[i]);
    fputc('\n', stderr);
  }
  pid_t pid = fork();
  if (pid < 0)
    die("cannot start %s: %s", argv[0], strerror(errno));
  if (pid == 0) {
    execvp(argv[0], argv);
    fprintf(stderr, "offloadc: error: cannot run %s: %s\n", argv[0], strerror(errno));
    _exit(127);
  }
  int status;
  if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status))
    die("%s failed", argv[0]);
}

static char *format(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *s = malloc((size_t)n + 1);
  if (!s)
    die("out of memory");
  va_start(ap, fmt);
  vsnprintf(s, (size_t)n + 1, fmt, ap);
  va_end(ap);
  return s;
}

/* Writes the unpack function of one kernel: argument i of the launch
 * structure is read from its slots as the kernel's parameter i. */
static void write_unpack(FILE *out, const char *kernel, const char *symbol,
                         const offload_layouts *args) {
  size_t n = offload_layouts_count(args), slot = 0;
  fprintf(out, "\nvoid __offload_unpack_%s(const uint64_t *s) {\n", symbol);
  for (size_t i = 0; i < n; ++i) {
    const char *type = offload_layout_type(args, i);
    switch (offload_layout_kind(args, i)) {
    case OFFLOAD_ARG_VALUE:
      fprintf(out, "  %s a%zu;\n  __builtin_memcpy(&a%zu, &s[%zu], sizeof a%zu);\n",
              type, i, i, slot, i);
      break;
    case OFFLOAD_ARG_REFERENCE:
      fprintf(out, "  %s a%zu = (%s)(uintptr_t)s[%zu];\n", type, i, type, slot);
      break;
    case OFFLOAD_ARG_SLICE:
      fprintf(out, "  %s a%zu;\n  a%zu.data = (void *)(uintptr_t)s[%zu];\n"
                   "  a%zu.length = s[%zu];\n",
              type, i, i, slot, i, slot + 1);
      break;
    default:
      die("kernel %s: argument %zu has no layout", kernel, i);
    }
    slot += offload_layout_slot_count(args, i);
  }
  fprintf(out, "  %s(", kernel);
  for (size_t i = 0; i < n; ++i)
    fprintf(out, "%sa%zu", i ? ", " : "", i);
  fprintf(out, ");\n}\n");
}

int main(int argc, char **argv) {
  const char *kernels[MAX_KERNELS], *output = NULL, *opt = "2";
  size_t nkernels = 0;
  int c;
  while ((c = getopt(argc, argv, "vk:o:O:")) != -1) {
    switch (c) {
    case 'v':
      Verbose = 1;
      break;
    case 'k':
      if (nkernels == MAX_KERNELS)
        die("more than %d kernels", MAX_KERNELS);
      kernels[nkernels++] = optarg;
      break;
    case 'o':
      output = optarg;
      break;
    case 'O':
      if (strlen(optarg) != 1 || optarg[0] < '0' || optarg[0] > '3')
        die("-O takes 0, 1, 2 or 3, not '%s'", optarg);
      opt = optarg;
      break;
    default:
      fprintf(stderr, "usage: offloadc [-v] [-O N] -k KERNEL [-k KERNEL...] "
                      "-o PROGRAM KERNELS.c HOST.c\n");
      return 2;
    }
  }
  if (argc - optind != 2 || !output || !nkernels) {
    fprintf(stderr, "usage: offloadc [-v] [-O N] -k KERNEL [-k KERNEL...] "
                    "-o PROGRAM KERNELS.c HOST.c\n");
    return 2;
  }
  if (offload_c_api_version() != OFFLOAD_C_API_VERSION)
    die("the toolkit's C API is version %u, offloadc was built for %u",
        offload_c_api_version(), OFFLOAD_C_API_VERSION);
  char *kernels_c = realpath(argv[optind], NULL);
  if (!kernels_c)
    die("%s: %s", argv[optind], strerror(errno));
  const char *host_c = argv[optind + 1];
  char *work = format("%s.work", output);
  if (mkdir(work, 0777) != 0 && errno != EEXIST)
    die("cannot create %s: %s", work, strerror(errno));
  char *olevel = format("-O%s", opt);
  offload_error *error = NULL;

  /* 1. The host program, with debug info for the launch structures. */
  char *host_bc = format("%s/host.bc", work);
  char *host_cc[] = {OFFLOADC_CLANG, olevel, "-g", "-fPIE", "-emit-llvm", "-c",
                     (char *)host_c, "-o", host_bc, NULL};
  run(host_cc);
  offload_module *host;
  check(offload_module_read(host_bc, &host, &error), &error, "reading the host bitcode");

  /* 2. The manifest: one instance per kernel. 3. Its device roots. */
  offload_manifest *manifest;
  check(offload_manifest_create("offloadc", &manifest, &error), &error,
        "creating the manifest");
  char *roots_c = format("%s/roots.c", work);
  FILE *roots = fopen(roots_c, "w");
  if (!roots)
    die("cannot write %s: %s", roots_c, strerror(errno));
  fprintf(roots, "/* Device roots written by offloadc. */\n#include <stdint.h>\n"
                 "#include \"%s\"\n", kernels_c);
  offload_layouts *launch_args[MAX_KERNELS];
  for (size_t k = 0; k < nkernels; ++k) {
    char *type = format("%s_args", kernels[k]);
    char *launcher = format("launch_%s", kernels[k]);
    char *symbol = format("offload_%s", kernels[k]);
    check(offload_layouts_of_type(host, type, &launch_args[k], &error), &error,
          "reading the launch structure");
    check(offload_manifest_add_instance(manifest, kernels[k], symbol, launcher,
                                        launch_args[k], &error),
          &error, "describing a launch");
    write_unpack(roots, kernels[k], symbol, launch_args[k]);
    free(type);
    free(launcher);
    free(symbol);
  }
  if (fclose(roots) != 0)
    die("cannot write %s", roots_c);
  char *manifest_json = format("%s/manifest.json", work);
  check(offload_manifest_write(manifest, manifest_json, &error), &error,
        "writing the manifest");

  /* The kernels and their roots for the CPU device (x86-64). */
  char *device_bc = format("%s/device-x86-64.bc", work);
  char *device_cc[] = {OFFLOADC_CLANG, "--target=x86_64-unknown-linux-gnu", olevel,
                       "-g", "-fPIC", "-emit-llvm", "-c", roots_c, "-o", device_bc,
                       NULL};
  run(device_cc);
  offload_module *device;
  check(offload_module_read(device_bc, &device, &error), &error,
        "reading the device bitcode");
  /* The kernels' parameters, from the device's debug info, must be what
   * the launches pass. */
  for (size_t k = 0; k < nkernels; ++k) {
    offload_layouts *params;
    check(offload_layouts_of_function(device, kernels[k], &params, &error), &error,
          "reading a kernel's parameters");
    size_t n = offload_layouts_count(params);
    if (n != offload_layouts_count(launch_args[k]))
      die("kernel %s takes %zu arguments, launch_%s passes %zu", kernels[k], n,
          kernels[k], offload_layouts_count(launch_args[k]));
    for (size_t i = 0; i < n; ++i)
      if (strcmp(offload_layout_type(params, i), offload_layout_type(launch_args[k], i)))
        die("kernel %s: parameter %zu is '%s', %s_args passes '%s'", kernels[k], i,
            offload_layout_type(params, i), kernels[k],
            offload_layout_type(launch_args[k], i));
    offload_layouts_free(params);
    offload_layouts_free(launch_args[k]);
  }

  /* 4. The device pass, the host pass, the link. */
  char *package = format("%s/x86-64.pkg", work);
  check(offload_device_pass(device, manifest, "x86-64", (unsigned)atoi(opt), package,
                            &error),
        &error, "the device pass");
  offload_module_free(device);
  char *host_o = format("%s/host.o", work);
  const char *packages[] = {package};
  check(offload_host_pass(host, manifest, packages, 1, NULL, (unsigned)atoi(opt),
                          host_o, &error),
        &error, "the host pass");
  offload_module_free(host);
  offload_manifest_free(manifest);
  char *link[] = {"cc", "-o", (char *)output, host_o, OFFLOADC_RUNTIME,
                  "-L" OFFLOADC_LLVM_LIBDIR, "-Wl,-rpath," OFFLOADC_LLVM_LIBDIR,
                  "-lomptarget", "-lm", NULL};
  run(link);
  return 0;
}
