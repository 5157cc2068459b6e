// libpng's simplified API, for encoding frames quickly (see Canvas+FastPNG.swift).
// Include paths come from `pkg-config libpng` (see Package.swift).
#ifndef KINEMA_CPNG_SHIM_H
#define KINEMA_CPNG_SHIM_H

#include <png.h>

#endif
