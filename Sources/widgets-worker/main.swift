// widgets-worker: runs one widget bundle in its own fenced process for the `widgets` runtime.
//
// Started by the runtime, never by people: `widgets-worker LAUNCH-JSON` with the runtime's socket as
// descriptor 3. It puts up the fence, opens the one library, and then serves the same WidgetWire
// requests the in-process boundary carries, framed (see WorkerFrame), until the runtime goes away.
Worker.run()
