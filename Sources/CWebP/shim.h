// Umbrella header for the system libwebp with its animation muxer and demuxer
// (Debian: libwebp-dev).
#ifndef KINEMA_CWEBP_SHIM_H
#define KINEMA_CWEBP_SHIM_H

#include <webp/encode.h>
#include <webp/decode.h>
#include <webp/mux.h>
#include <webp/demux.h>

#endif
