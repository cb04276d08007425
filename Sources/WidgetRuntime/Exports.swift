// The home, its defaults store and the control protocol are the runtime's vocabulary too, and the
// surfaces' renderers the ways it shows entries.
@_exported import WidgetHome
@_exported import WidgetSurfaces
