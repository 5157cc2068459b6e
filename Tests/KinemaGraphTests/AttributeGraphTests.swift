import Testing
import KinemaGraph

/// Counts how often a compute closure runs, per rule (the graph's statistics count all rules).
final class Counter {
    var count = 0
}

/// A value without equality: every recomputation counts as a change.
struct Opaque {
    var value: Int
}

@Suite("Attribute graph: recording, laziness, cut-off")
struct RecomputationTests {
    @Test func recordsDependenciesAndRecomputesOnlyWhatChanged() {
        let graph = AttributeGraph()
        let a = graph.input(1, name: "a")
        let b = graph.input(2, name: "b")
        let unrelated = graph.input(0, name: "unrelated")
        let sum = graph.rule(name: "sum") { [unowned graph] in graph.value(of: a) + graph.value(of: b) }

        #expect(graph.value(of: sum) == 3)
        #expect(graph.statistics.evaluations == 1)
        #expect(graph.value(of: sum) == 3)
        #expect(graph.statistics.evaluations == 1, "a valid rule is not recomputed")

        graph.setValue(10, of: a)
        #expect(graph.value(of: sum) == 12)
        #expect(graph.statistics.evaluations == 2)

        graph.setValue(5, of: unrelated)
        #expect(graph.value(of: sum) == 12)
        #expect(graph.statistics == AttributeGraphStatistics(evaluations: 2, invalidations: 1))
        #expect(graph.nodeCount == 4)
    }

    @Test func nothingIsComputedUntilRead() {
        let graph = AttributeGraph()
        let x = graph.input(0)
        let doubled = graph.rule { [unowned graph] in graph.value(of: x) * 2 }
        let plusOne = graph.rule { [unowned graph] in graph.value(of: doubled) + 1 }
        #expect(graph.statistics.evaluations == 0, "creating rules computes nothing")

        #expect(graph.value(of: plusOne) == 1)
        #expect(graph.statistics.evaluations == 2)

        for v in 1...5 { graph.setValue(v, of: x) }
        #expect(graph.statistics.evaluations == 2, "writes only invalidate")
        #expect(graph.statistics.invalidations == 2, "later writes stop at the already invalid rules")

        #expect(graph.value(of: plusOne) == 11)
        #expect(graph.statistics.evaluations == 4, "one recomputation per rule, however many writes")
    }

    @Test func diamondRecomputesTheJoinOnce() {
        let graph = AttributeGraph()
        let a = graph.input(1)
        let left = graph.rule { [unowned graph] in graph.value(of: a) + 1 }
        let right = graph.rule { [unowned graph] in graph.value(of: a) * 10 }
        let joins = Counter()
        let join = graph.rule { [unowned graph] in
            joins.count += 1
            return graph.value(of: left) + graph.value(of: right)
        }
        #expect(graph.value(of: join) == 12)
        graph.setValue(2, of: a)
        #expect(graph.value(of: join) == 23)
        #expect(joins.count == 2)
        #expect(graph.statistics.evaluations == 6)
    }

    @Test func equalRecomputationDoesNotRecomputeDependents() {
        let graph = AttributeGraph()
        let x = graph.input(1, name: "x")
        let parity = graph.rule(name: "parity") { [unowned graph] in graph.value(of: x) % 2 }
        let downstream = Counter()
        let label = graph.rule(name: "label") { [unowned graph] in
            downstream.count += 1
            return "parity \(graph.value(of: parity))"
        }
        #expect(graph.value(of: label) == "parity 1")

        graph.setValue(3, of: x)  // parity recomputes to the same 1
        #expect(graph.value(of: label) == "parity 1")
        #expect(downstream.count == 1, "label stays valid: its only dependency did not change")
        #expect(graph.statistics.evaluations == 3)

        graph.setValue(4, of: x)
        #expect(graph.value(of: label) == "parity 0")
        #expect(downstream.count == 2)
    }

    @Test func nonEquatableRecomputationAlwaysCountsAsChange() {
        let graph = AttributeGraph()
        let x = graph.input(1)
        let parity = graph.rule { [unowned graph] in Opaque(value: graph.value(of: x) % 2) }
        let downstream = Counter()
        let label = graph.rule { [unowned graph] in
            downstream.count += 1
            return graph.value(of: parity).value
        }
        _ = graph.value(of: label)
        graph.setValue(3, of: x)
        #expect(graph.value(of: label) == 1)
        #expect(downstream.count == 2, "no equality, so the equal result still propagates")
    }

    @Test func writingAnEqualValueChangesNothing() {
        let graph = AttributeGraph()
        let x = graph.input("a")
        let handled = Counter()
        graph.onInvalidation(of: x.erased) { handled.count += 1 }
        let upper = graph.rule { [unowned graph] in graph.value(of: x).uppercased() }
        #expect(graph.value(of: upper) == "A")

        graph.setValue("a", of: x)
        #expect(graph.statistics == AttributeGraphStatistics(evaluations: 1, invalidations: 0))
        #expect(handled.count == 0)

        let opaque = graph.input(Opaque(value: 1))
        let unwrapped = graph.rule { [unowned graph] in graph.value(of: opaque).value }
        _ = graph.value(of: unwrapped)
        graph.setValue(Opaque(value: 1), of: opaque)
        #expect(graph.statistics.invalidations == 1, "without equality every write is a change")
    }

    @Test func dependenciesAreRecordedAfreshAtEachComputation() {
        let graph = AttributeGraph()
        let useA = graph.input(true, name: "useA")
        let a = graph.input(1, name: "a")
        let b = graph.input(2, name: "b")
        let pick = graph.rule(name: "pick") { [unowned graph] in
            graph.value(of: useA) ? graph.value(of: a) : graph.value(of: b)
        }
        #expect(graph.value(of: pick) == 1)

        graph.setValue(20, of: b)
        #expect(graph.statistics.invalidations == 0, "b was never read")

        graph.setValue(false, of: useA)
        #expect(graph.value(of: pick) == 20)
        let before = graph.statistics
        graph.setValue(10, of: a)
        #expect(graph.statistics == before, "pick stopped reading a, so it no longer depends on it")
        #expect(graph.value(of: pick) == 20)

        graph.setValue(30, of: b)
        #expect(graph.value(of: pick) == 30)
    }

    @Test func unreadBranchesAreNotBroughtUpToDate() {
        // When an earlier dependency changes, later ones are not updated just to be checked.
        let graph = AttributeGraph()
        let useExpensive = graph.input(true)
        let source = graph.input(1)
        let expensiveRuns = Counter()
        let expensive = graph.rule { [unowned graph] in
            expensiveRuns.count += 1
            return graph.value(of: source) * 100
        }
        let result = graph.rule { [unowned graph] in
            graph.value(of: useExpensive) ? graph.value(of: expensive) : 0
        }
        #expect(graph.value(of: result) == 100)
        graph.setValue(2, of: source)
        graph.setValue(false, of: useExpensive)
        #expect(graph.value(of: result) == 0)
        #expect(expensiveRuns.count == 1)
    }

    @Test func withoutDependenciesDoesNotRecord() {
        let graph = AttributeGraph()
        let tracked = graph.input(1)
        let untracked = graph.input(10)
        let sum = graph.rule { [unowned graph] in
            graph.value(of: tracked) + graph.withoutDependencies { graph.value(of: untracked) }
        }
        #expect(graph.value(of: sum) == 11)
        graph.setValue(20, of: untracked)
        #expect(graph.statistics.invalidations == 0)
        #expect(graph.value(of: sum) == 11, "still valid: the untracked read is not a dependency")
        graph.setValue(2, of: tracked)
        #expect(graph.value(of: sum) == 22)
    }

    @Test func invalidateForcesRecomputationWithCutOff() {
        let graph = AttributeGraph()
        var external = 1  // a dependency the graph cannot see
        let observed = graph.rule(name: "observed") { external }
        let downstream = Counter()
        let dependent = graph.rule { [unowned graph] in
            downstream.count += 1
            return graph.value(of: observed) * 2
        }
        #expect(graph.value(of: dependent) == 2)

        graph.invalidate(observed.erased)
        #expect(graph.statistics.invalidations == 2)
        #expect(graph.value(of: dependent) == 2)
        #expect(graph.statistics.evaluations == 3, "observed recomputed, dependent cut off")
        #expect(downstream.count == 1)

        external = 5
        graph.invalidate(observed.erased)
        #expect(graph.value(of: dependent) == 10)
    }
}

@Suite("Attribute graph: invalidation")
struct InvalidationTests {
    @Test func invalidationCostIsProportionalToDependents() {
        let graph = AttributeGraph()
        var tails: [Attribute<Int>] = []
        for chain in 0..<10_000 {
            var last = graph.input(chain)
            for _ in 0..<2 {
                let previous = last
                last = graph.rule { [unowned graph] in graph.value(of: previous) + 1 }
            }
            tails.append(last)
        }
        let smallLength = 5
        let smallInput = graph.input(0, name: "small")
        var smallTail = smallInput
        for _ in 0..<smallLength {
            let previous = smallTail
            smallTail = graph.rule { [unowned graph] in graph.value(of: previous) + 1 }
        }
        for tail in tails { _ = graph.value(of: tail) }
        #expect(graph.value(of: smallTail) == smallLength)
        #expect(graph.nodeCount == 30_000 + 1 + smallLength)

        let before = graph.statistics
        graph.setValue(100, of: smallInput)
        #expect(graph.statistics.invalidations - before.invalidations == smallLength)
        #expect(graph.value(of: smallTail) == 100 + smallLength)
        #expect(graph.statistics.evaluations - before.evaluations == smallLength)
    }

    @Test func updatesAlongLongPathsDoNotRecurse() {
        // Verification walks dependencies with an explicit stack: a 20,000-long path would overflow
        // the native stack if each level recursed (first computations do recurse, so they are done
        // bottom-up here).
        let length = 20_000
        let graph = AttributeGraph()
        let source = graph.input(0)
        var path = [source]
        for _ in 0..<length {
            let previous = path[path.count - 1]
            path.append(graph.rule { [unowned graph] in graph.value(of: previous) + 1 })
        }
        for attribute in path { _ = graph.value(of: attribute) }
        let before = graph.statistics
        graph.setValue(1, of: source)
        #expect(graph.value(of: path[length]) == length + 1)
        #expect(graph.statistics.evaluations - before.evaluations == length)
        // Release the handles newest first, as the graph does, so teardown does not cascade either.
        while path.popLast() != nil {}
    }

    @Test func aWriteDuringAComputationIsNotLost() {
        let graph = AttributeGraph()
        let counter = graph.input(0, name: "counter")
        // Bad practice, but must stay consistent: the rule bumps the input it has just read.
        let bumping = graph.rule(name: "bumping") { [unowned graph] () -> Int in
            let value = graph.value(of: counter)
            if value < 2 { graph.setValue(value + 1, of: counter) }
            return value
        }
        #expect(graph.value(of: bumping) == 0)
        #expect(graph.value(of: counter) == 1)
        #expect(graph.value(of: bumping) == 1, "the rule saw 0 but the input is now 1: it is stale")
        #expect(graph.value(of: bumping) == 2)
        #expect(graph.value(of: bumping) == 2)
        #expect(graph.statistics.evaluations == 3)
    }

    @Test func handlersFireOncePerValidToInvalidTransition() {
        let graph = AttributeGraph()
        let x = graph.input(0)
        let middle = graph.rule { [unowned graph] in graph.value(of: x) + 1 }
        let root = graph.rule { [unowned graph] in graph.value(of: middle) * 2 }
        let fired = Counter()
        graph.onInvalidation(of: root.erased) { fired.count += 1 }
        let middleFired = Counter()
        graph.onInvalidation(of: middle.erased) { middleFired.count += 1 }

        graph.setValue(1, of: x)
        #expect(fired.count == 0, "a rule starts invalid; nothing to report before its first read")

        _ = graph.value(of: root)
        graph.setValue(2, of: x)
        graph.setValue(3, of: x)
        graph.invalidate(middle.erased)
        #expect(fired.count == 1, "further pushes reach an already invalid root")
        #expect(middleFired.count == 1, "and reach middle, already invalid, without firing")

        #expect(graph.value(of: root) == 8)
        graph.invalidate(root.erased)
        #expect(fired.count == 2)
    }

    @Test func aJoinReachedByTwoPathsFiresOnce() {
        let graph = AttributeGraph()
        let x = graph.input(1)
        let left = graph.rule { [unowned graph] in graph.value(of: x) + 1 }
        let right = graph.rule { [unowned graph] in graph.value(of: x) + 2 }
        let join = graph.rule { [unowned graph] in graph.value(of: left) + graph.value(of: right) }
        let fired = Counter()
        graph.onInvalidation(of: join.erased) { fired.count += 1 }
        _ = graph.value(of: join)
        graph.setValue(5, of: x)
        #expect(fired.count == 1)
        #expect(graph.statistics.invalidations == 3)
    }

    @Test func handlersSeeAFullyInvalidatedGraph() {
        let graph = AttributeGraph()
        let x = graph.input(1)
        let a = graph.rule { [unowned graph] in graph.value(of: x) + 1 }
        let b = graph.rule { [unowned graph] in graph.value(of: a) + 1 }
        _ = graph.value(of: b)
        var seen: [Int] = []
        // The handler reads during the notification: it must see the new value, not a stale one.
        graph.onInvalidation(of: a.erased) { [unowned graph] in seen.append(graph.value(of: b)) }
        graph.setValue(10, of: x)
        #expect(seen == [12])
    }

    @Test func anOwnerComputesItsRuleAndHearsItsInvalidation() {
        final class Doubler: AttributeRuleOwner {
            unowned let graph: AttributeGraph
            let input: Attribute<Int>
            var invalidations: [String] = []

            init(graph: AttributeGraph, input: Attribute<Int>) {
                (self.graph, self.input) = (graph, input)
            }

            func computeRule() -> Int { graph.value(of: input) * 2 }
            func ruleInvalidated() { invalidations.append("owner") }
        }
        let graph = AttributeGraph()
        let x = graph.input(1)
        let owner = Doubler(graph: graph, input: x)
        let rule = graph.rule(owner: owner)
        graph.onInvalidation(of: rule.erased) { owner.invalidations.append("handler") }

        graph.setValue(2, of: x)
        #expect(owner.invalidations.isEmpty, "a rule starts invalid; nothing to report before its first read")
        #expect(graph.value(of: rule) == 4)
        graph.setValue(3, of: x)
        graph.setValue(4, of: x)
        #expect(owner.invalidations == ["owner", "handler"], "once per transition, the owner first")
        #expect(graph.value(of: rule) == 8)
        #expect(graph.statistics.evaluations == 2)

        graph.remove(rule.erased)
        graph.setValue(5, of: x)
        #expect(owner.invalidations.count == 2, "a removed rule's owner hears nothing more")
    }

    @Test func inputHandlersFireOnChange() {
        let graph = AttributeGraph()
        let x = graph.input(0)
        let fired = Counter()
        graph.onInvalidation(of: x.erased) { fired.count += 1 }
        graph.setValue(1, of: x)
        graph.setValue(1, of: x)
        graph.setValue(2, of: x)
        #expect(fired.count == 2)
    }
}

@Suite("Attribute graph: errors")
struct DiagnosticTests {
    @Test func cycleThroughComputedRulesIsReportedAndReturnsLastValue() {
        let graph = AttributeGraph()
        let closeLoop = graph.input(false, name: "closeLoop")
        var second: Attribute<Int>?
        let first = graph.rule(name: "first") { [unowned graph] in
            graph.value(of: closeLoop) ? graph.value(of: second!) + 1 : 1
        }
        second = graph.rule(name: "second") { [unowned graph] in graph.value(of: first) * 10 }
        #expect(graph.value(of: second!) == 10)
        #expect(graph.diagnostics.isEmpty)

        graph.setValue(true, of: closeLoop)
        // second → first → second: the inner read of `second` gets its last value, 10.
        #expect(graph.value(of: second!) == 110)
        let cycles = graph.diagnostics.filter { $0.kind == .cycle }
        #expect(cycles.count == 1)
        let message = cycles.first?.message ?? ""
        #expect(message.contains("‘second’ → ‘first’ → ‘second’"), "\(message)")
    }

    @Test func firstEvaluationCycleUsesInitialValue() throws {
        let graph = AttributeGraph()
        var b: Attribute<Int>?
        let a = graph.rule(name: "a", initialValue: 0) { [unowned graph] in graph.value(of: b!) + 1 }
        b = graph.rule(name: "b") { [unowned graph] in graph.value(of: a) + 100 }
        #expect(graph.value(of: a) == 101)  // b read a's initial value 0
        #expect(graph.diagnostics.map(\.kind) == [.cycle])
        #expect(try #require(graph.diagnostics.first).message.contains("‘a’ → ‘b’ → ‘a’"))

        // The cycle edge is kept, so the cycle is evaluated and reported again after a change.
        graph.invalidate(a.erased)
        _ = graph.value(of: a)
        #expect(graph.diagnostics.count == 2)
    }

    @Test func selfReadIsACycle() {
        let graph = AttributeGraph()
        let step = graph.input(1)
        var me: Attribute<Int>?
        let accumulate = graph.rule(name: "accumulate", initialValue: 0) { [unowned graph] in
            graph.value(of: me!) + graph.value(of: step)
        }
        me = accumulate
        #expect(graph.value(of: accumulate) == 1)
        #expect(graph.diagnostics.first?.message.contains("‘accumulate’ → ‘accumulate’") == true)
        graph.setValue(2, of: step)
        #expect(graph.value(of: accumulate) == 3, "the cyclic read returns the previous result")
    }

    @Test func cycleThroughRulesThatNeverHadAValueTraps() async throws {
        // Documented: no value of the type exists, so the graph stops with the cycle's description.
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AttributeGraph()
            var b: Attribute<Int>?
            let a = graph.rule(name: "a") { [unowned graph] in graph.value(of: b!) + 1 }
            b = graph.rule(name: "b") { [unowned graph] in graph.value(of: a) + 1 }
            _ = graph.value(of: a)
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(output.contains("Cycle: ‘a’ → ‘b’ → ‘a’"), "\(output)")
    }

    @Test func writingARuleIsIgnoredWithADiagnostic() throws {
        let graph = AttributeGraph()
        let x = graph.input(1)
        let r = graph.rule(name: "r") { [unowned graph] in graph.value(of: x) }
        #expect(graph.value(of: r) == 1)
        graph.setValue(99, of: r)
        #expect(graph.value(of: r) == 1)
        #expect(graph.statistics.evaluations == 1)
        #expect(graph.diagnostics.map(\.kind) == [.writeToRule])
        #expect(try #require(graph.diagnostics.first).message.contains("‘r’"))
        graph.clearDiagnostics()
        #expect(graph.diagnostics.isEmpty)
    }

    @Test func removedAttributesReturnTheirLastValue() {
        let graph = AttributeGraph()
        let x = graph.input(7, name: "x")
        let doubled = graph.rule(name: "doubled") { [unowned graph] in graph.value(of: x) * 2 }
        let fired = Counter()
        graph.onInvalidation(of: doubled.erased) { fired.count += 1 }
        #expect(graph.value(of: doubled) == 14)

        graph.remove(x.erased)
        #expect(graph.nodeCount == 1)
        #expect(fired.count == 1, "dependents of a removed attribute are invalidated")
        #expect(graph.value(of: x) == 7)
        #expect(graph.value(of: doubled) == 14, "recomputed from x's last value")
        #expect(graph.diagnostics.count == 2)
        #expect(graph.diagnostics.allSatisfy { $0.kind == .removedAttribute && $0.message.contains("‘x’") })

        graph.setValue(8, of: x)
        graph.invalidate(x.erased)
        graph.remove(x.erased)
        #expect(graph.diagnostics.count == 5)
        #expect(graph.value(of: x) == 7)

        graph.remove(doubled.erased)
        #expect(graph.nodeCount == 0)
        #expect(graph.value(of: doubled) == 14)
    }

    @Test func removedRuleThatWasNeverComputedComputesOnRead() {
        let graph = AttributeGraph()
        let x = graph.input(3)
        let r = graph.rule { [unowned graph] in graph.value(of: x) + 1 }
        graph.remove(r.erased)
        #expect(graph.value(of: r) == 4)
        #expect(graph.diagnostics.map(\.kind) == [.removedAttribute])
    }

    @Test func staleHandlesDoNotReachTheSlotsNewNode() {
        let graph = AttributeGraph()
        let old = graph.input(1, name: "old")
        graph.remove(old.erased)
        let new = graph.input(2, name: "new")
        #expect(new.erased != old.erased)
        #expect(new != old)
        #expect(graph.nodeCount == 1)

        graph.clearDiagnostics()
        #expect(graph.value(of: new) == 2)
        #expect(graph.diagnostics.isEmpty)
        #expect(graph.value(of: old) == 1)
        #expect(graph.diagnostics.map(\.kind) == [.removedAttribute])

        graph.setValue(50, of: old)
        graph.remove(old.erased)
        #expect(graph.value(of: new) == 2)
        #expect(graph.nodeCount == 1)

        // A rule in a reused slot is unaffected by the stale handle of a rule of another type.
        let oldRule = graph.rule { "text" }
        _ = graph.value(of: oldRule)
        graph.remove(oldRule.erased)
        let newRule = graph.rule { 42 }
        graph.invalidate(oldRule.erased)
        #expect(graph.value(of: newRule) == 42)
        #expect(graph.value(of: oldRule) == "text")
        #expect(graph.statistics.evaluations == 2)
    }

    @Test func removalDuringEvaluationIsSafe() {
        let graph = AttributeGraph()
        let x = graph.input(1)
        var victim: Attribute<Int>?
        victim = graph.rule { [unowned graph] in graph.value(of: x) * 3 }
        let remover = graph.rule { [unowned graph] in
            let value = graph.value(of: victim!)
            graph.remove(victim!.erased)
            return value
        }
        let selfRemoving = graph.rule { [unowned graph] () -> Int in
            graph.remove(victim!.erased)  // already removed: diagnostic, no crash
            return 5
        }
        #expect(graph.value(of: remover) == 3)
        #expect(graph.value(of: selfRemoving) == 5)
        let replacement = graph.input(9)
        #expect(graph.value(of: replacement) == 9)
        graph.setValue(2, of: x)
        #expect(graph.value(of: remover) == 3, "reads the removed victim's last value")
        #expect(graph.nodeCount == 4)
    }

    @Test func aRuleRemovingItselfWhileComputingLeavesTheReusedSlotAlone() throws {
        let graph = AttributeGraph()
        let source = graph.input(1, name: "source")
        var me: Attribute<Int>?
        var created: Attribute<Int>?
        me = graph.rule(name: "suicidal") { [unowned graph] () -> Int in
            graph.remove(me!.erased)
            created = graph.input(100, name: "created")  // reuses the freed slot
            return graph.value(of: source) + graph.value(of: created!)
        }
        #expect(graph.value(of: me!) == 101)
        let newcomer = try #require(created)
        #expect(newcomer.erased != me!.erased)

        // The finished computation must not have linked its reads to the newcomer's slot.
        let before = graph.statistics
        graph.setValue(2, of: source)
        #expect(graph.value(of: newcomer) == 100)
        #expect(graph.statistics == before, "an input is never invalidated or evaluated")
        let reader = graph.rule { [unowned graph] in graph.value(of: newcomer) * 2 }
        #expect(graph.value(of: reader) == 200)
        graph.setValue(7, of: newcomer)
        #expect(graph.value(of: reader) == 14)
        #expect(graph.value(of: me!) == 101, "the removed rule keeps its last value")
        #expect(graph.diagnostics.map(\.kind) == [.removedAttribute])
    }
}
