import FlyingFox
import Foundation

/// Answers the page's HTTP requests: the page itself at `/`, its WebSocket at `/socket`.
/// Requests larger than a page would send, other methods and other origins are refused and
/// logged.
struct PreviewHTTPHandler: HTTPHandler {
    let socket: PreviewSocketHandler
    let log: PreviewLog

    /// Longer targets and more headers than any browser sends for this page.
    static let maximumTargetLength = 2048
    static let maximumHeaderCount = 64

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let target = request.target.rawValue
        if target.utf8.count > Self.maximumTargetLength {
            return refuse(.uriTooLong, "a request target of \(target.utf8.count) bytes")
        }
        if request.headers.keys.count > Self.maximumHeaderCount {
            return refuse(.requestHeaderFieldsTooLarge, "a request with \(request.headers.keys.count) headers")
        }
        guard request.method == .GET || request.method == .HEAD else {
            return refuse(.methodNotAllowed, "a \(String(request.method.rawValue.prefix(16))) request")
        }
        switch request.path {
        case "/", "/index.html":
            return HTTPResponse(
                statusCode: .ok,
                headers: [.contentType: "text/html; charset=utf-8", .init("Cache-Control"): "no-store"],
                body: Data(PreviewPage.html.utf8))
        case "/socket":
            // A page of another site open in the same browser must not drive the app.
            if let origin = request.headers[.init("Origin")], !Self.isLocal(origin: origin) {
                return refuse(.forbidden, "a WebSocket from the origin \(origin.prefix(80))")
            }
            return try await WebSocketHTTPHandler(handler: socket).handleRequest(request)
        default:
            return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain"], body: Data("not found\n".utf8))
        }
    }

    private func refuse(_ status: HTTPStatusCode, _ what: String) -> HTTPResponse {
        log("refused \(what): \(status.code) \(status.phrase)")
        return HTTPResponse(statusCode: status, headers: [.contentType: "text/plain"], body: Data("\(status.phrase)\n".utf8))
    }

    /// Whether `origin` is this machine: 127.0.0.1, localhost or [::1], on any port.
    static func isLocal(origin: String) -> Bool {
        guard let host = URLComponents(string: origin)?.host else { return false }
        return ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host)
    }
}
