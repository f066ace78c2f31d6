import NavigationModel

/// What the declarative runtime works out of one payload object, kept with it
/// (``NavigationModel/NavigationContext/withPayloadMemo(of:_:)``) for every state, context and worker holding it.
///
/// A record's payload is an initial payload or the result of an earlier edit, shared by every state holding
/// it, so what the runtime needs of it next is found there by comparing a few words, without hashing anything,
/// taking a process-wide lock, or typing the payload again in each fresh launch:
/// - the edits made of it (``NavigationContext/edit(_:_:as:_:)``) and the numbered payload each made, in front
///   of the process-wide table (``PayloadEdits``), which stays behind it for payload objects seen the first time;
/// - a tab payload as tab taps read it (``TappedTabs``).
///
/// Read and written only under the payload object's memo lock (``NavigationContext/withDeclarativeMemo(of:_:)``).
final class PayloadMemo {
    /// At most this many edits per payload are kept: past them, the process-wide table answers.
    static let editLimit = 64

    // Read and written only under the memo lock: not checked for exclusive access again on every look-up.
    /// Each edit's ``PayloadEdit/hashCode``, compared before the edit itself.
    @exclusivity(unchecked) private var hashCodes: [Int] = []
    /// The edits (as many as ``hashCodes``), in storage the memo owns, of room for ``capacity``: compared where
    /// they are, where an array of them read from the memo is retained around each comparison.
    @exclusivity(unchecked) private var edits = UnsafeMutablePointer<PayloadEdit>.allocate(capacity: 4)
    @exclusivity(unchecked) private var capacity = 4
    @exclusivity(unchecked) private var results: [NumberedPayload] = []
    /// The payload typed for tab taps, once a tap read it.
    @exclusivity(unchecked) var tappedTabs: TappedTabs?

    deinit {
        edits.deinitialize(count: hashCodes.count)
        edits.deallocate()
    }

    /// What `edit` made of the payload, when it was remembered.
    func result(of edit: PayloadEdit) -> NumberedPayload? {
        let hashCode = edit.hashCode
        // Compared in place: a copy of the edit retains its entry's parts.
        for index in hashCodes.indices where hashCodes[index] == hashCode && edit.equals(edits + index) { return results[index] }
        return nil
    }

    /// Remembers that `edit` made `result` of the payload.
    func remember(_ result: NumberedPayload, of edit: PayloadEdit) {
        let count = hashCodes.count
        guard count < Self.editLimit, self.result(of: edit) == nil else { return }
        if count == capacity {
            let grown = UnsafeMutablePointer<PayloadEdit>.allocate(capacity: 2 * capacity)
            grown.moveInitialize(from: edits, count: count)
            edits.deallocate()
            edits = grown
            capacity *= 2
        }
        (edits + count).initialize(to: edit)
        hashCodes.append(edit.hashCode)
        results.append(result)
    }
}

extension NavigationContext {
    /// `body` run, under the lock of the payload object of `id`'s record, on the object's ``PayloadMemo`` (made on
    /// first use); not run when the record has no payload or its memo is another style's. The record is read where
    /// the state holds it (``NavigationModel/NavigationContext/withPayloadMemo(of:_:)``): `body` must not read or change
    /// the state.
    func withDeclarativeMemo(of id: CoordinatorID, _ body: (PayloadMemo) -> Void) {
        withPayloadMemo(of: id) { PayloadMemo.lend(&$0, body) }
    }
}

extension CoordinatorRecordPointer {
    /// `body` run, under the lock of the record's payload object, on the object's ``PayloadMemo``, as
    /// ``NavigationContext/withDeclarativeMemo(of:_:)`` runs it.
    func withDeclarativeMemo(_ body: (PayloadMemo) -> Void) {
        withPayloadMemo { PayloadMemo.lend(&$0, body) }
    }
}

extension PayloadMemo {
    /// `body` run on the declarative memo `memo` holds, made when it holds none; not run when it holds another
    /// style's. The memo is lent without being retained: the payload object holds it, and `body` cannot replace it.
    fileprivate static func lend(_ memo: inout AnyObject?, _ body: (PayloadMemo) -> Void) {
        if memo == nil { memo = PayloadMemo() }
        let known = memo.flatMap { $0 as? PayloadMemo }.map(Unmanaged.passUnretained)
        known?._withUnsafeGuaranteedRef(body)
    }
}
