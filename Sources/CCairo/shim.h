// Umbrella header for the system Cairo, Pango and PangoCairo libraries.
// Include paths come from `pkg-config pangocairo` (see Package.swift).
#ifndef KINEMA_CCAIRO_SHIM_H
#define KINEMA_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>

#endif
