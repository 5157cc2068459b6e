import FlyingSocks

/// Passes the HTTP server's warnings and errors (a connection that failed, a request it
/// could not parse) to the preview's log, and drops its per-request chatter.
struct ServerLogger: Logging {
    let log: PreviewLog

    func logDebug(_ debug: @autoclosure () -> String) {}
    func logInfo(_ info: @autoclosure () -> String) {}
    func logWarning(_ warning: @autoclosure () -> String) { log("server: \(warning())") }
    func logError(_ error: @autoclosure () -> String) { log("server: \(error())") }
    func logCritical(_ critical: @autoclosure () -> String) { log("server: \(critical())") }
}
