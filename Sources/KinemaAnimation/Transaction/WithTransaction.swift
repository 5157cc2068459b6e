/// Runs `body` inside `transaction`: state changes made in it use the transaction's animation
/// and values. Called inside another transaction, the keys `transaction` sets override the
/// outer ones and the rest are kept.
///
/// `fileID` and `line` record the call as the source of the transaction's animation, for
/// inspectors; leave them to their defaults.
public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result, fileID: String = #fileID, line: Int = #line
) rethrows -> Result {
    var transaction = transaction
    if transaction.animation != nil, transaction.animationSource == nil {
        transaction.animationSource = AnimationSource(function: "withTransaction", fileID: fileID, line: line)
    }
    return try TransactionContext.current.run(transaction, body)
}

/// Runs `body` inside a transaction whose value at `keyPath` is `value`.
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R,
    fileID: String = #fileID, line: Int = #line
) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body, fileID: fileID, line: line)
}

/// Runs `body` so that the state changes it makes animate with `animation`.
public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result, fileID: String = #fileID, line: Int = #line
) rethrows -> Result {
    try withTransaction(animatedTransaction(animation, fileID: fileID, line: line), body)
}

/// Runs `body` so that the state changes it makes animate with `animation`, then runs
/// `completion` once those animations meet `completionCriteria` (or right away if nothing
/// animated).
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void,
    fileID: String = #fileID, line: Int = #line
) rethrows -> Result {
    var transaction = animatedTransaction(animation, fileID: fileID, line: line)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

private func animatedTransaction(_ animation: Animation?, fileID: String, line: Int) -> Transaction {
    var transaction = Transaction(animation: animation)
    transaction.animationSource = AnimationSource(function: "withAnimation", fileID: fileID, line: line)
    return transaction
}
