/*===- launch_args_test.c - The launch entry point's record checks --------===*
 *
 * Calls __offload_rt_launch through libomptarget, in a program without
 * device images, with launch_args records it must refuse or skip
 * (test/lit/e2e/launch-args.test runs it and checks the codes).
 *
 *===----------------------------------------------------------------------===*/
#include "offload/runtime/launch.h"

#include <stdio.h>

int main(void) {
  uint32_t words[OFFLOAD_RT_LAUNCH_WORDS] = {2, 1, 1, 32, 1, 1, 0, 0, 0};
  offload_rt_launch_args args = {0};
  args.version = OFFLOAD_RT_LAUNCH_ARGS_VERSION;
  args.size = sizeof args;
  args.device = -1;
  args.geometry = words;

  offload_rt_launch_args other = args;
  other.version = OFFLOAD_RT_LAUNCH_ARGS_VERSION + 1;
  printf("version %u: %d\n", other.version, __offload_rt_launch(&other));
  other = args;
  other.size = sizeof args - 8;
  printf("size %u: %d\n", other.size, __offload_rt_launch(&other));
  other.size = sizeof args + 8;
  printf("size %u: %d\n", other.size, __offload_rt_launch(&other));
  printf("null: %d\n", __offload_rt_launch(NULL));

  words[0] = 0;
  printf("zero extent: %d\n", __offload_rt_launch(&args));
  words[0] = 2;
  /* A record it knows, in a program without images: no device to run it. */
  printf("no image: %d\n", __offload_rt_launch(&args));
  return 0;
}
