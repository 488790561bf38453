/* The C API from C. Three modes:
 *   capi_test MANIFEST PACKAGE OUT_DIR
 *     reads a manifest and an image package, prints what it finds, writes
 *     the manifest back and reads it again, and checks the error paths (a
 *     bad file, NULL arguments, indices out of range);
 *   capi_test --conventions MODULE FUNCTION
 *     prints FUNCTION's parameter layouts under C's conventions; built as
 *     capi-rust-test (with OffloadCRust), under rustc's too, then C's again;
 *   capi_test --layouts MODULE OUT_DIR
 *     reads a module with C debug info (kernel `k`, launch structure
 *     `k_args`, launcher `launch_k`), prints the layouts of `k`'s
 *     parameters and `k_args`'s members, builds a manifest from them,
 *     writes and reads it back, and checks the error paths (no such
 *     function or type, a parameter that cannot be offloaded, a taken or
 *     invalid device symbol, the passes' NULL arguments). */
#include "offload/offload.h"
#ifdef OFFLOAD_CAPI_TEST_RUST
#include "offload/offload-rust.h"
#endif

#include <stdio.h>
#include <string.h>

static int failures;
#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAILED: %s (line %d)\n", #cond, __LINE__);                      \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

static void print_manifest(const offload_manifest *m) {
  printf("manifest %u.%u, %zu instances\n", offload_manifest_version_major(m),
         offload_manifest_version_minor(m), offload_manifest_instance_count(m));
  for (size_t i = 0; i < offload_manifest_instance_count(m); ++i) {
    printf("  %s (%s):", offload_manifest_instance_name(m, i),
           offload_manifest_instance_device_symbol(m, i));
    for (size_t a = 0; a < offload_manifest_arg_count(m, i); ++a) {
      int64_t map = offload_manifest_arg_map_type(m, i, a);
      if (map < 0)
        printf(" [%s, no layout]", offload_manifest_arg_type(m, i, a));
      else
        printf(" [%s map 0x%llx]", offload_manifest_arg_type(m, i, a), (long long)map);
    }
    printf("\n");
  }
}

static void print_layouts(const char *what, const offload_layouts *l) {
  static const char *kinds[] = {"value", "reference", "slice"};
  printf("%s: %zu\n", what, offload_layouts_count(l));
  for (size_t i = 0; i < offload_layouts_count(l); ++i)
    printf("  %s: %s, %llu bytes aligned to %llu at %llu, pointee %llu, map 0x%llx, "
           "%u slots\n",
           offload_layout_type(l, i), kinds[offload_layout_kind(l, i)],
           (unsigned long long)offload_layout_size(l, i),
           (unsigned long long)offload_layout_align(l, i),
           (unsigned long long)offload_layout_offset(l, i),
           (unsigned long long)offload_layout_pointee_size(l, i),
           (unsigned long long)offload_layout_map_type(l, i),
           offload_layout_slot_count(l, i));
}

static int layouts(const char *module_path, const char *out_dir) {
  offload_module *mod = NULL;
  offload_error *err = NULL;
  EXPECT(offload_module_read(module_path, &mod, &err) == OFFLOAD_OK);
  offload_layouts *params = NULL, *args = NULL;
  EXPECT(offload_layouts_of_function(mod, "k", &params, &err) == OFFLOAD_OK);
  print_layouts("k", params);
  EXPECT(offload_layouts_of_type(mod, "k_args", &args, &err) == OFFLOAD_OK);
  print_layouts("k_args", args);
  offload_layouts *same = NULL;
  EXPECT(offload_layouts_of_type(mod, "struct k_args", &same, &err) == OFFLOAD_OK);
  EXPECT(offload_layouts_count(same) == offload_layouts_count(args));
  offload_layouts_free(same);
  EXPECT(offload_layout_type(args, 99) == NULL);
  EXPECT(offload_layout_kind(args, 99) == -1);
  EXPECT(offload_layout_map_type(args, 99) == -1);

  EXPECT(offload_layouts_of_function(mod, "nope", &same, &err) == OFFLOAD_ERROR_INPUT);
  printf("no function: %s\n", offload_error_message(err));
  offload_error_free(err);
  EXPECT(offload_layouts_of_type(mod, "nope", &same, &err) == OFFLOAD_ERROR_INPUT);
  printf("no type: %s\n", offload_error_message(err));
  offload_error_free(err);
  EXPECT(offload_layouts_of_function(mod, "bad", &same, &err) == OFFLOAD_ERROR_INPUT);
  printf("bad parameters: %s\n", offload_error_message(err));
  offload_error_free(err);
  EXPECT(offload_layouts_of_function(NULL, "k", &same, &err) == OFFLOAD_ERROR_ARGUMENT);
  offload_error_free(err);

  offload_manifest *m = NULL;
  EXPECT(offload_manifest_create("capi_test", &m, &err) == OFFLOAD_OK);
  EXPECT(offload_manifest_add_instance(m, "k", NULL, "launch_k", args, &err) == OFFLOAD_OK);
  EXPECT(offload_manifest_add_instance(m, "k2", "k", "launch_k2", args, &err) ==
         OFFLOAD_ERROR_INPUT);
  printf("taken: %s\n", offload_error_message(err));
  offload_error_free(err);
  EXPECT(offload_manifest_add_instance(m, "k3", "not an identifier", "launch_k3", args,
                                       &err) == OFFLOAD_ERROR_INPUT);
  printf("invalid: %s\n", offload_error_message(err));
  offload_error_free(err);
  EXPECT(offload_manifest_add_instance(m, "k4", NULL, NULL, args, &err) ==
         OFFLOAD_ERROR_ARGUMENT);
  offload_error_free(err);
  print_manifest(m);
  char out[4096];
  snprintf(out, sizeof out, "%s/built.json", out_dir);
  EXPECT(offload_manifest_write(m, out, &err) == OFFLOAD_OK);
  offload_manifest *again = NULL;
  EXPECT(offload_manifest_read(out, &again, &err) == OFFLOAD_OK);
  EXPECT(offload_manifest_instance_count(again) == 1);
  offload_manifest_free(again);

  /* The passes refuse what they cannot use before touching anything. */
  EXPECT(offload_device_pass(mod, NULL, "x86-64", 2, out, &err) == OFFLOAD_ERROR_ARGUMENT);
  printf("device pass: %s\n", offload_error_message(err));
  offload_error_free(err);
  EXPECT(offload_device_pass(mod, m, "x86-64", 4, out, &err) == OFFLOAD_ERROR_ARGUMENT);
  offload_error_free(err);
  EXPECT(offload_host_pass(mod, m, NULL, 1, NULL, 2, out, &err) == OFFLOAD_ERROR_ARGUMENT);
  printf("host pass: %s\n", offload_error_message(err));
  offload_error_free(err);
  /* The host pass without images: the module launches k. */
  snprintf(out, sizeof out, "%s/host.o", out_dir);
  EXPECT(offload_host_pass(mod, m, NULL, 0, NULL, 2, out, &err) == OFFLOAD_ERROR_INPUT);
  printf("no images: %s\n", offload_error_message(err));
  offload_error_free(err);

  offload_manifest_free(m);
  offload_layouts_free(params);
  offload_layouts_free(args);
  offload_module_free(mod);
  printf(failures ? "%d FAILED\n" : "all passed\n", failures);
  return failures != 0;
}

/* The layouts of a function's parameters under C's conventions (the
 * default), and, in the binary built with OffloadCRust, rustc's. */
static void print_function(offload_module *mod, const char *what, const char *function) {
  offload_layouts *params = NULL;
  offload_error *err = NULL;
  if (offload_layouts_of_function(mod, function, &params, &err) == OFFLOAD_OK) {
    print_layouts(what, params);
    offload_layouts_free(params);
  } else {
    printf("%s: %s\n", what, offload_error_message(err));
    offload_error_free(err);
  }
}

static int conventions(const char *module_path, const char *function) {
  offload_module *mod = NULL;
  offload_error *err = NULL;
  EXPECT(offload_module_read(module_path, &mod, &err) == OFFLOAD_OK);
  print_function(mod, "C", function);
#ifdef OFFLOAD_CAPI_TEST_RUST
  offload_module_set_conventions(mod, offload_conventions_rust());
  print_function(mod, "Rust", function);
  offload_module_set_conventions(mod, NULL);
  print_function(mod, "C again", function);
#endif
  offload_module_set_conventions(NULL, offload_conventions_c());
  offload_module_free(mod);
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 4 && strcmp(argv[1], "--conventions") == 0)
    return conventions(argv[2], argv[3]);
  if (argc == 4 && strcmp(argv[1], "--layouts") == 0)
    return layouts(argv[2], argv[3]);
  if (argc != 4) {
    fprintf(stderr, "usage: capi_test MANIFEST PACKAGE OUT_DIR\n"
                    "       capi_test --layouts MODULE OUT_DIR\n");
    return 2;
  }
  EXPECT(offload_c_api_version() == OFFLOAD_C_API_VERSION);

  offload_manifest *m = NULL;
  offload_error *err = NULL;
  EXPECT(offload_manifest_read(argv[1], &m, &err) == OFFLOAD_OK);
  EXPECT(err == NULL);
  print_manifest(m);
  EXPECT(offload_manifest_instance_name(m, 99) == NULL);
  EXPECT(offload_manifest_arg_type(m, 0, 99) == NULL);
  EXPECT(offload_manifest_arg_map_type(m, 0, 99) == -1);

  /* Written back and read again: the same instances. */
  char out[4096];
  snprintf(out, sizeof out, "%s/copy.json", argv[3]);
  EXPECT(offload_manifest_write(m, out, &err) == OFFLOAD_OK);
  offload_manifest *again = NULL;
  EXPECT(offload_manifest_read(out, &again, &err) == OFFLOAD_OK);
  EXPECT(offload_manifest_instance_count(again) == offload_manifest_instance_count(m));
  offload_manifest_free(again);
  offload_manifest_free(m);

  /* A 2.0 manifest from text (the old `rust_type` field). */
  const char *old = "{\"format\": \"offload-manifest\", \"version\": \"2.0\", \"instances\": "
                    "[{\"kernel\": \"k::f\", \"generic_args\": [], \"device_symbol\": \"k__f\", "
                    "\"host_symbols\": [\"h\"], \"launch_sites\": [], "
                    "\"args\": [{\"rust_type\": \"f32\"}]}]}";
  EXPECT(offload_manifest_parse(old, strlen(old), "old.json", &m, &err) == OFFLOAD_OK);
  print_manifest(m);
  offload_manifest_free(m);

  /* Errors: bad input (located), a missing file, NULL arguments. */
  const char *bad = "{\"format\": \"offload-manifest\", \"version\": \"3.0\", \"instances\": 7}";
  EXPECT(offload_manifest_parse(bad, strlen(bad), "bad.json", &m, &err) == OFFLOAD_ERROR_INPUT);
  printf("bad: %s\n", offload_error_message(err));
  offload_error_free(err);
  err = NULL;
  snprintf(out, sizeof out, "%s/missing.json", argv[3]);
  EXPECT(offload_manifest_read(out, &m, &err) == OFFLOAD_ERROR_IO);
  printf("missing: %s\n", strstr(offload_error_message(err), "No such file") ? "no such file" : offload_error_message(err));
  offload_error_free(err);
  err = NULL;
  EXPECT(offload_manifest_read(NULL, &m, &err) == OFFLOAD_ERROR_ARGUMENT);
  printf("null: %s\n", offload_error_message(err));
  offload_error_free(err);
  EXPECT(offload_manifest_read(argv[1], &m, NULL) == OFFLOAD_OK); /* no error wanted */
  offload_manifest_free(m);

  /* The package's images. */
  offload_package *p = NULL;
  EXPECT(offload_package_read(argv[2], &p, &err) == OFFLOAD_OK);
  printf("package: %zu images\n", offload_package_image_count(p));
  for (size_t i = 0; i < offload_package_image_count(p); ++i)
    printf("  %s %s %s\n", offload_package_image_triple(p, i), offload_package_image_arch(p, i),
           offload_package_image_size(p, i) > 0 ? "non-empty" : "EMPTY");
  EXPECT(offload_package_image_triple(p, 99) == NULL);
  offload_package_free(p);
  EXPECT(offload_package_read(argv[1], &p, &err) == OFFLOAD_ERROR_INPUT);
  printf("not a package: %s\n", offload_error_message(err));
  offload_error_free(err);

  printf(failures ? "%d FAILED\n" : "all passed\n", failures);
  return failures != 0;
}
