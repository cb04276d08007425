/* A real shared library that is not a widget bundle: it does not export widget_bundle_entry. */
int widget_helper(void) { return 42; }
