// The home, its defaults store and the control protocol are the runtime's vocabulary too.
@_exported import WidgetHome
