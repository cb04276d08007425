#!/usr/bin/python3
"""An ordinary window of another application, for the desktop's tests: undecorated, one colour.

  window.py APP_ID RRGGBB WIDTHxHEIGHT

Run with Debian's Python (python3-gi, gir1.2-gtk-3.0). It paints with CSS (cairo from Python would
need python3-gi-cairo) and stays until killed.
"""
import sys

import gi
gi.require_version('Gtk', '3.0')
from gi.repository import GLib, Gtk  # noqa: E402

app_id, color, size = sys.argv[1:4]
# A GTK 3 window's Wayland app id is the program's name.
GLib.set_prgname(app_id)
width, height = (int(v) for v in size.split('x'))
window = Gtk.Window(title=app_id)
window.set_decorated(False)
window.set_resizable(False)
css = Gtk.CssProvider()
css.load_from_data(('box { background-color: #%s; }' % color).encode())
box = Gtk.Box()
box.get_style_context().add_provider(css, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
box.set_size_request(width, height)
window.add(box)
window.connect('destroy', Gtk.main_quit)
window.show_all()
Gtk.main()
