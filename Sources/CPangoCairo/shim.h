#include <pango/pangocairo.h>
#include <cairo.h>
