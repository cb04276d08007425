/* WidgetABI is a header-only boundary; this file only lets the build system make it a module. */
#include "widget_abi.h"
