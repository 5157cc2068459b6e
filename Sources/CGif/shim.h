// Umbrella header for the system giflib (Debian: libgif-dev).
#ifndef KINEMA_CGIF_SHIM_H
#define KINEMA_CGIF_SHIM_H

#include <gif_lib.h>

#endif
