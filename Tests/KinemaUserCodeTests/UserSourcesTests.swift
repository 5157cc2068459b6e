import Foundation
import Testing
@testable import KinemaUserCode

/// Gathering the Swift files a command line names, links included.
@Suite struct UserSourcesTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-sources-\(UUID().uuidString)")

    @Test func linksThatLeadNowhereOrRoundAreSaidNotFollowed() throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: folder) }
        try "struct A {}\n".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("sub/up").path, withDestinationPath: folder.path)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("Gone.swift").path, withDestinationPath: "/no/such/file.swift")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("Self.swift").path,
                                       withDestinationPath: folder.appendingPathComponent("Self.swift").path)

        let sources = try UserSources(paths: [folder.path])
        #expect(sources.files == [folder.appendingPathComponent("A.swift").path], "a link to a folder above is not walked")
        #expect(sources.skipped.count == 2)
        #expect(sources.skipped.allSatisfy { $0.hasSuffix("cannot be read (a symbolic link that leads nowhere, or round in a loop); left out") })

        #expect(throws: UserSources.Problem.brokenLink(folder.appendingPathComponent("Self.swift").path)) {
            try UserSources(paths: [folder.appendingPathComponent("Self.swift").path])
        }
    }
}
