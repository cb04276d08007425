#!/usr/bin/python3
"""What a screen reader finds of widgets-desktop over AT-SPI (pyatspi), on the session bus given.

  accessible.py read                 each window's name and elements (role, name, actions), as JSON
  accessible.py press WINDOW NAME    performs the first action of the button NAME in WINDOW
  accessible.py wait WINDOW TEXT     waits (20 s at most) until WINDOW has a label TEXT
"""
import json
import sys
import time

import pyatspi


def application():
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name == "widgets-desktop":
            return app
    return None


def elements(node):
    found = []
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is None:
            continue
        role = child.getRoleName()
        if role in ("label", "push button", "toggle button", "link", "image"):
            actions = []
            if "Action" in pyatspi.utils.listInterfaces(child):
                action = child.queryAction()
                actions = [action.getName(i) for i in range(action.nActions)]
            found.append({"role": role, "name": child.name, "actions": actions})
        found += elements(child)
    return found


def windows():
    app = application()
    if app is None:
        return []
    return [{"name": window.name, "elements": elements(window)} for window in app if window is not None]


def window(name):
    app = application()
    for candidate in app or []:
        if candidate is not None and candidate.name == name:
            return candidate
    sys.exit(f"no window {name!r}: {[w['name'] for w in windows()]}")


def main(arguments):
    if arguments[:1] == ["read"]:
        print(json.dumps(windows()))
    elif arguments[:1] == ["press"] and len(arguments) == 3:
        def buttons(node):
            for index in range(node.childCount):
                child = node.getChildAtIndex(index)
                if child.getRoleName() in ("push button", "toggle button", "link") and child.name == arguments[2]:
                    return child
                found = buttons(child)
                if found is not None:
                    return found
            return None
        button = buttons(window(arguments[1]))
        if button is None:
            sys.exit(f"no button {arguments[2]!r} in {arguments[1]!r}")
        if not button.queryAction().doAction(0):
            sys.exit("the action was refused")
    elif arguments[:1] == ["wait"] and len(arguments) == 3:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            names = [e["name"] for w in windows() if w["name"] == arguments[1] for e in w["elements"]]
            if arguments[2] in names:
                return
            time.sleep(0.1)
        sys.exit(f"{arguments[1]!r} never showed {arguments[2]!r}: {windows()}")
    else:
        sys.exit(__doc__)


main(sys.argv[1:])
