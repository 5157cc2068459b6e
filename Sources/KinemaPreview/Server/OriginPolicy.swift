import Foundation

/// Which pages may open the socket: those served from the address the preview listens on. A
/// page of another site open in the same browser must not drive the app.
struct OriginPolicy: Sendable {
    /// The hosts an origin may name: the listening host, and this machine's loopback names when
    /// listening there.
    let hosts: Set<String>
    /// Listening on every interface: a page may come through any of them, so its origin must
    /// name the host its request was sent to.
    let matchesRequestHost: Bool
    /// Whether the listening host is this machine's loopback: only local pages can reach it.
    let isLoopback: Bool

    /// The policy for a server listening on `host`.
    init(listeningOn host: String) {
        let loopback: Set<String> = ["127.0.0.1", "localhost", "::1", "[::1]"]
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        isLoopback = loopback.contains(host) || bare == "::1"
        hosts = isLoopback ? loopback : [host, bare, "[\(bare)]"]
        matchesRequestHost = ["0.0.0.0", "::"].contains(bare)
    }

    /// Whether a request with `origin`, sent to `requestHost` (its Host header), may open the
    /// socket. A request without an Origin header is not a browser page's, and is accepted.
    func accepts(_ origin: String, requestHost: String? = nil) -> Bool {
        guard let components = URLComponents(string: origin), let host = components.host else { return false }
        if hosts.contains(host) { return true }
        guard matchesRequestHost, let requestHost else { return false }
        let authority = components.port.map { "\(host):\($0)" } ?? host
        return authority == requestHost || host == requestHost
    }
}
