// ---- core.js: version-neutral logic of the desktop-widgets extension ----
//
// This file has no import/export statements on purpose. The installer builds
//     extension.js = (legacy.js | esm.js) + core.js
// The wrapper in front provides the identifiers GLib, Meta and Shell and calls
// `new DesktopWidgetsCore(uuid)` from enable(); `global` and `console` are
// globals of gnome-shell's JS context in every version (43 … 49).
//
// What it does, for every window whose app id / WM class is DW_APP_ID, whose
// type is NORMAL and which has no transient parent (a "widget window"):
//   * stick() it (all workspaces) and lower() it, again each time it is raised;
//   * move it to the place at the end of its title "NAME@X,Y[:CONNECTOR]" (X,Y: logical px
//     from the top-left of the work area of the monitor on CONNECTOR, else the primary's);
//   * report it as skip-taskbar to the shell's JS (Alt-Tab, overview, window
//     lists all test `window.skip_taskbar`), filter it out of
//     Meta.Display.get_tab_list() and its app out of Shell.AppSystem.get_running()
//     (dash / dock / app switcher);
//   * when it takes keyboard focus, give focus back to the window that had it,
//     unless one of our dialogs (a window transient for a widget window) is open.

const DW_APP_ID = 'widgets-desktop';
// "<anything>@X,Y" or "<anything>@X,Y:CONNECTOR" at the end of the title; X and Y may be negative.
const DW_PLACE_RE = /@(-?\d+),(-?\d+)(?::([\w.-]+))?\s*$/;

class DesktopWidgetsCore {
    constructor(uuid) {
        this._uuid = uuid;
        this._enabled = false;
    }

    _log(msg) {
        console.log(`[${this._uuid}] ${msg}`);
    }

    enable() {
        if (this._enabled)
            return;
        this._enabled = true;
        this._watched = new Map();   // every MetaWindow -> its signal ids
        this._widgets = new Map();   // widget MetaWindow -> {ids, stuck}
        this._dialogs = new Set();   // windows transient for a widget window
        this._lastFocus = null;      // last focused window that is not ours
        this._idles = new Set();
        this._restore = [];          // undo functions of the shell patches

        this._patchShell();
        this._displayIds = [
            global.display.connect('window-created', (_d, win) => this._watch(win)),
            global.display.connect('notify::focus-window', () => this._onFocusChanged()),
            global.display.connect('workareas-changed', () => this._placeAll()),
        ];
        const wins = global.display.list_all_windows?.() ??
            global.get_window_actors().map(a => a.meta_window);
        wins.forEach(w => this._watch(w));
        const focus = global.display.focus_window;
        if (focus && !this._widgets.has(focus) && !this._dialogs.has(focus))
            this._lastFocus = focus;
        this._log(`enabled (managing ${this._widgets.size} window(s))`);
    }

    disable() {
        if (!this._enabled)
            return;
        this._enabled = false;
        for (const id of this._displayIds)
            global.display.disconnect(id);
        this._displayIds = [];
        for (const id of this._idles)
            GLib.source_remove(id);
        this._idles.clear();
        for (const win of [...this._widgets.keys()])
            this._release(win);
        for (const [win, ids] of this._watched) {
            for (const id of ids)
                win.disconnect(id);
        }
        this._watched.clear();
        this._dialogs.clear();
        this._lastFocus = null;
        // Restore in reverse order of patching.
        while (this._restore.length)
            this._restore.pop()();
        this._log('disabled');
    }

    // ---------------------------------------------------------- shell patches

    _patchShell() {
        const core = this;
        const isWidget = w => core._widgets.has(w);

        // 1. skip-taskbar as seen from JS: altTab.js getWindows(),
        //    workspace.js / workspaceThumbnail.js _isOverviewWindow(), window
        //    lists … all read `metaWindow.skip_taskbar`. GJS defines GObject
        //    properties lazily as configurable accessors on the prototype of
        //    the *concrete* class (MetaWindowWayland / MetaWindowX11 have
        //    their own), so _patchSkipTaskbar() is also run on the prototype
        //    chain of every widget window (see _adopt). Methods are writable
        //    data properties of Meta.Window.prototype.
        const winProto = Meta.Window.prototype;
        this._patchedProtos = new Set();
        this._patchSkipTaskbar(winProto);
        this._wrapMethod(winProto, 'is_skip_taskbar', orig => function (...args) {
            return isWidget(this) || orig.apply(this, args);
        });

        // 2. Tab lists (mutter's C side cannot see the JS skip_taskbar above).
        this._wrapMethod(Meta.Display.prototype, 'get_tab_list', orig => function (...args) {
            return orig.apply(this, args).filter(w => !isWidget(w));
        });

        // 3. Running apps (dash, dash-to-dock, Alt-Tab's app switcher): hide an
        //    app whose every window is a widget window.
        this._wrapMethod(Shell.AppSystem.prototype, 'get_running', orig => function (...args) {
            return orig.apply(this, args).filter(app => {
                const wins = app.get_windows();
                return wins.length === 0 || !wins.every(isWidget);
            });
        });
    }

    _patchSkipTaskbar(proto) {
        if (this._patchedProtos.has(proto))
            return;
        this._patchedProtos.add(proto);
        const isWidget = w => this._widgets.has(w);
        for (const name of ['skip_taskbar', 'skipTaskbar']) {
            // `in` makes GJS resolve (define) the lazy accessor first.
            if (!(name in proto))
                continue;
            const desc = Object.getOwnPropertyDescriptor(proto, name);
            if (!desc)   // defined further up the chain: patched there
                continue;
            if (!desc.get || !desc.configurable) {
                this._log(`cannot override ${name}`);
                continue;
            }
            Object.defineProperty(proto, name, {
                configurable: true,
                enumerable: desc.enumerable,
                get() {
                    return isWidget(this) || desc.get.call(this);
                },
                set: desc.set,
            });
            this._restore.push(() => Object.defineProperty(proto, name, desc));
        }
    }

    _wrapMethod(proto, name, makeWrapper) {
        if (!(name in proto) || typeof proto[name] !== 'function') {
            this._log(`cannot wrap ${name}`);
            return;
        }
        const own = Object.getOwnPropertyDescriptor(proto, name);
        const orig = proto[name];
        proto[name] = makeWrapper(orig);
        this._restore.push(() => {
            if (own)
                proto[name] = own.value;
            else
                delete proto[name];
        });
    }

    // ---------------------------------------------------- window bookkeeping

    _watch(win) {
        if (!win || this._watched.has(win))
            return;
        // On Wayland the MetaWindow exists before the client's app id, title
        // and parent are known: look again whenever they may have changed.
        const recheck = () => this._classify(win);
        this._watched.set(win, [
            win.connect('notify::wm-class', recheck),
            win.connect('notify::gtk-application-id', recheck),
            win.connect('notify::window-type', recheck),
            win.connect('shown', recheck),
            win.connect('unmanaging', () => this._forget(win)),
        ]);
        this._classify(win);
    }

    _forget(win) {
        const ids = this._watched.get(win);
        if (ids) {
            for (const id of ids)
                win.disconnect(id);
            this._watched.delete(win);
        }
        if (this._widgets.has(win))
            this._release(win, true);
        this._dialogs.delete(win);
        if (this._lastFocus === win)
            this._lastFocus = null;
    }

    _hasOurAppId(win) {
        return [win.get_wm_class(), win.get_wm_class_instance(),
            win.get_gtk_application_id()]
            .some(id => typeof id === 'string' && id.toLowerCase() === DW_APP_ID);
    }

    _isWidgetCandidate(win) {
        return win.get_window_type() === Meta.WindowType.NORMAL &&
            !win.get_transient_for() && this._hasOurAppId(win);
    }

    _isOurDialog(win) {
        if (!win.get_transient_for())
            return false;
        const root = win.find_root_ancestor();
        return root !== win && this._widgets.has(root);
    }

    _classify(win) {
        if (this._isWidgetCandidate(win)) {
            if (!this._widgets.has(win))
                this._adopt(win);
            else
                this._refresh(win);
        } else if (this._widgets.has(win)) {
            this._release(win);
        }
        if (this._isOurDialog(win))
            this._dialogs.add(win);
        else
            this._dialogs.delete(win);
    }

    _adopt(win) {
        const state = {stuck: false, ids: []};
        this._widgets.set(win, state);
        for (let p = Object.getPrototypeOf(win); p && p !== Object.prototype;
            p = Object.getPrototypeOf(p))
            this._patchSkipTaskbar(p);
        state.ids.push(
            win.connect('raised', () => this._keepBelow(win)),
            win.connect('notify::title', () => this._place(win)),
            win.connect('notify::above', () => this._refresh(win)));
        if (!win.is_on_all_workspaces()) {
            win.stick();
            state.stuck = true;
        }
        this._refresh(win);
        this._announce(win);
        this._log(`managing "${win.get_title()}"`);
        if (global.display.focus_window === win)
            this._onFocusChanged();
    }

    // Undo what _adopt did. `gone`: the window is being unmanaged anyway.
    _release(win, gone = false) {
        const state = this._widgets.get(win);
        this._widgets.delete(win);
        for (const id of state.ids)
            win.disconnect(id);
        if (!gone) {
            if (state.stuck && win.is_on_all_workspaces())
                win.unstick();
            this._announce(win);
        }
    }

    // Make the dash (and docks) re-read get_running(), in case it drew the
    // app before we recognised its window. (Do NOT fake notify::skip-taskbar:
    // ShellApp counts "interesting" windows on that signal and would crash.)
    _announce(win) {
        const app = Shell.WindowTracker.get_default().get_window_app(win);
        if (app)
            Shell.AppSystem.get_default().emit('app-state-changed', app);
    }

    _refresh(win) {
        if (win.is_above())
            win.unmake_above();
        if (!win.is_on_all_workspaces())
            win.stick();
        this._keepBelow(win);
        this._place(win);
    }

    _keepBelow(win) {
        win.lower();
    }

    _place(win) {
        const m = DW_PLACE_RE.exec(win.get_title() ?? '');
        if (!m)
            return;
        // The monitor plugged into CONNECTOR, else the primary one.
        let monitor = m[3] ? global.backend.get_monitor_manager().get_monitor_for_connector(m[3]) : -1;
        if (monitor < 0 || monitor >= global.display.get_n_monitors())
            monitor = global.display.get_primary_monitor();
        const area = global.workspace_manager.get_active_workspace()
            .get_work_area_for_monitor(monitor);
        const x = area.x + parseInt(m[1], 10);
        const y = area.y + parseInt(m[2], 10);
        const rect = win.get_frame_rect();
        if (rect.x !== x || rect.y !== y)
            win.move_frame(true, x, y);
    }

    _placeAll() {
        for (const win of this._widgets.keys())
            this._place(win);
    }

    // ------------------------------------------------------------------ focus

    _onFocusChanged() {
        const win = global.display.focus_window;
        if (!win)
            return;
        if (this._widgets.has(win)) {
            if (this._dialogs.size === 0)
                this._later(() => this._giveFocusBack(win));
        } else if (this._isOurDialog(win)) {
            this._dialogs.add(win);  // may be focused before its 'shown'
        } else {
            this._lastFocus = win;
        }
    }

    _giveFocusBack(win) {
        if (global.display.focus_window !== win || this._dialogs.size > 0)
            return;
        const time = global.display.get_current_time_roundtrip();
        const prev = this._lastFocus;
        const ws = global.workspace_manager.get_active_workspace();
        if (prev && this._watched.has(prev) && !prev.minimized &&
            prev.located_on_workspace(ws))
            prev.focus(time);
        else if (global.display.unset_input_focus)
            global.display.unset_input_focus(time);
        else
            global.display.focus_default_window(time);
    }

    _later(fn) {
        const id = GLib.idle_add(GLib.PRIORITY_DEFAULT, () => {
            this._idles.delete(id);
            fn();
            return GLib.SOURCE_REMOVE;
        });
        this._idles.add(id);
    }
}
