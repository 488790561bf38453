/*===- status.c - What the launch runtime's status codes mean --------------===*/
#include "offload/runtime/launch.h"

const char *offload_rt_status_message(int32_t code) {
  switch (code) {
#define OFFLOAD_STATUS(Name, Kind, Code, Message)                              \
  case Code:                                                                   \
    return Message;
#include "offload/abi/Status.def"
  default:
    return NULL;
  }
}
