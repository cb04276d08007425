// ---- esm.js: wrapper for GNOME Shell 45 and later (ES module extensions) ----
// extension.js = esm.js + core.js   (core.js defines DesktopWidgetsCore)
// Untested here (only 43 was available); uses only the stable 45+ API.
import GLib from 'gi://GLib';
import Meta from 'gi://Meta';
import Shell from 'gi://Shell';
import {Extension} from 'resource:///org/gnome/shell/extensions/extension.js';

export default class DesktopWidgetsExtension extends Extension {
    enable() {
        this._core = new DesktopWidgetsCore(this.uuid);
        this._core.enable();
    }

    disable() {
        this._core?.disable();
        this._core = null;
    }
}

