#include <pango/pangocairo.h>
#include <cairo.h>
#include <fontconfig/fontconfig.h>
