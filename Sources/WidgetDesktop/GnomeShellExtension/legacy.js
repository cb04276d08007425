// ---- legacy.js: wrapper for GNOME Shell 43 and 44 (imports-style extensions) ----
// extension.js = legacy.js + core.js   (core.js defines DesktopWidgetsCore)
/* exported init */
const {GLib, Meta, Shell} = imports.gi;

class DesktopWidgetsExtension {
    constructor(meta) {
        this._uuid = meta.uuid;
        this._core = null;
    }

    enable() {
        this._core = new DesktopWidgetsCore(this._uuid);
        this._core.enable();
    }

    disable() {
        this._core?.disable();
        this._core = null;
    }
}

function init(meta) {
    return new DesktopWidgetsExtension(meta);
}

