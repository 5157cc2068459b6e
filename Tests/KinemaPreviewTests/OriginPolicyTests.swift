import Foundation
import Testing
@testable import KinemaPreview

extension PreviewTests {
    @Suite struct OriginPolicyTests {
        @Test func onLoopbackOnlyThisMachinesPagesOpenTheSocket() {
            let policy = OriginPolicy(listeningOn: "127.0.0.1")
            #expect(policy.isLoopback)
            for origin in ["http://127.0.0.1:8080", "http://localhost:1", "http://[::1]:8080"] { #expect(policy.accepts(origin), "\(origin)") }
            for origin in ["http://evil.example", "http://127.0.0.2:8080", "not a url", ""] { #expect(!policy.accepts(origin), "\(origin)") }
        }

        @Test func onAnotherHostItsOwnOriginsAndOnEveryInterfaceTheRequestsHost() {
            let chosen = OriginPolicy(listeningOn: "192.168.1.20")
            #expect(!chosen.isLoopback)
            #expect(chosen.accepts("http://192.168.1.20:8080"))
            #expect(!chosen.accepts("http://127.0.0.1:8080"))
            let every = OriginPolicy(listeningOn: "0.0.0.0")
            #expect(every.accepts("http://10.0.0.5:8080", requestHost: "10.0.0.5:8080"))
            #expect(!every.accepts("http://evil.example", requestHost: "10.0.0.5:8080"))
            #expect(!every.accepts("http://10.0.0.5:8080"), "without a Host header nothing matches")
        }

        @Test func timeoutsThatAreNotUsableFallBackAndTheIdleTimeoutOutlastsTwoPings() {
            let configuration = PreviewServer.Configuration(requestTimeout: .nan, pingInterval: -1, idleTimeout: 0.1)
            #expect(configuration.requestTimeout == 5)
            #expect(configuration.pingInterval == 10)
            #expect(configuration.idleTimeout == 20)
            #expect(PreviewServer.Configuration(pingInterval: .infinity).pingInterval == 10)
        }
    }
}
