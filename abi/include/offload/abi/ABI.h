/*===- offload/abi/ABI.h - The cross-language lists, in C ---------*- C -*-===*
 *
 * The C forms of Status.def, Records.def, Launch.def and Slots.def: the
 * status codes, the records as structs with their versions, the launch
 * words, the slots. For C and C++; the Rust support crate's build script
 * generates its forms from the same lists.
 *
 *===----------------------------------------------------------------------===*/
#ifndef OFFLOAD_ABI_ABI_H
#define OFFLOAD_ABI_ABI_H

#include <stddef.h>
#include <stdint.h>

/* A launch runtime status: 0 success, else one of these. */
enum offload_rt_status {
#define OFFLOAD_STATUS(Name, Kind, Code, Message) OFFLOAD_RT_ERR_##Name = (Code),
#include "offload/abi/Status.def"
};

/* The field types of Records.def. */
typedef uint8_t offload_abi_u8;
typedef uint32_t offload_abi_u32;
typedef uint64_t offload_abi_u64;
typedef int32_t offload_abi_i32;
typedef int64_t offload_abi_i64;
typedef void *offload_abi_ptr;
typedef char offload_abi_char;

#define OFFLOAD_RECORD(Record) typedef struct offload_rt_##Record {
#define OFFLOAD_FIELD(Record, Name, Type) offload_abi_##Type Name;
#define OFFLOAD_ARRAY(Record, Name, Type, N) offload_abi_##Type Name[N];
#define OFFLOAD_RECORD_END(Record) } offload_rt_##Record;
#include "offload/abi/Records.def"

/* The versions of the versioned records (OFFLOAD_RT_<CName>_VERSION). */
enum offload_rt_record_version {
#define OFFLOAD_RECORD_VERSION(Record, CName, Version)                         \
  OFFLOAD_RT_##CName##_VERSION = (Version),
#include "offload/abi/Records.def"
};

/* A versioned record begins with its version and its size, both u32. */
#if defined(__cplusplus) || (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L)
#ifdef __cplusplus
#define OFFLOAD_ABI_STATIC_ASSERT static_assert
#else
#define OFFLOAD_ABI_STATIC_ASSERT _Static_assert
#endif
#define OFFLOAD_RECORD_VERSION(Record, CName, Version)                         \
  OFFLOAD_ABI_STATIC_ASSERT(                                                   \
      offsetof(offload_rt_##Record, version) == 0 &&                           \
          sizeof(((offload_rt_##Record *)0)->version) == 4 &&                  \
          offsetof(offload_rt_##Record, size) == 4 &&                          \
          sizeof(((offload_rt_##Record *)0)->size) == 4,                       \
      "a versioned record begins with u32 version and u32 size");
#include "offload/abi/Records.def"
#undef OFFLOAD_ABI_STATIC_ASSERT
#endif

/* The words of a launch, by index; OFFLOAD_RT_LAUNCH_WORDS of them. */
enum offload_rt_launch_word {
#define OFFLOAD_LAUNCH_WORD(Name, CName, Slot, Geometry) OFFLOAD_RT_WORD_##CName,
#include "offload/abi/Launch.def"
  OFFLOAD_RT_LAUNCH_WORDS
};

/* How many of them, from the first, are the geometry. */
enum {
  OFFLOAD_RT_GEOMETRY = 0
#define OFFLOAD_LAUNCH_WORD(Name, CName, Slot, Geometry) + (Geometry)
#include "offload/abi/Launch.def"
};

/* The bits of the OFFLOAD_RT_WORD_KERNEL word. */
enum offload_rt_kernel_flag {
#define OFFLOAD_KERNEL_FLAG(Name, CName, Bit) OFFLOAD_RT_KERNEL_##CName = (Bit),
#include "offload/abi/Launch.def"
};

/* The bytes of a kernel argument slot, and a slice's slots from its first. */
enum {
#define OFFLOAD_SLOT_BYTES(N) OFFLOAD_RT_SLOT_BYTES = (N),
#define OFFLOAD_SLICE_SLOT(Name, CName, Offset) OFFLOAD_RT_SLICE_SLOT_##CName = (Offset),
#include "offload/abi/Slots.def"
};

#endif
