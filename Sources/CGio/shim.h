// GIO's D-Bus client alone, without GTK: for the runtime, which asks GeoClue for the location.
#include <gio/gio.h>
