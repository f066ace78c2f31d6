import NavigationModel

/// What the declarative runtime works out of one payload object, kept with it
/// (``NavigationModel/CoordinatorRecords/withPayloadMemo(at:_:)``) for every state, context and worker holding it.
///
/// A record's payload is an initial payload or the result of an earlier edit, shared by every state holding
/// it, so what the runtime needs of it next is found there by comparing a few words, without hashing anything,
/// taking a process-wide lock, or typing the payload again in each fresh launch:
/// - the edits made of it (``NavigationContext/edit(_:_:as:_:)``) and the numbered payload each made, in front
///   of the process-wide table (``PayloadEdits``), which stays behind it for payload objects seen the first time;
/// - a tab payload as tab taps read it (``TappedTabs``).
///
/// Read and written only under the payload object's memo lock (``NavigationModel/CoordinatorRecords/withDeclarativeMemo(at:_:)``).
final class PayloadMemo {
    /// At most this many edits per payload are kept: past them, the process-wide table answers.
    static let editLimit = 64

    // Read and written only under the memo lock: not checked for exclusive access again on every look-up.
    /// Each edit's ``PayloadEdit/hashCode``, compared before the edit itself.
    @exclusivity(unchecked) private var hashCodes: [Int] = []
    @exclusivity(unchecked) private var edits: [PayloadEdit] = []
    @exclusivity(unchecked) private var results: [NumberedPayload] = []
    /// The payload typed for tab taps, once a tap read it.
    @exclusivity(unchecked) var tappedTabs: TappedTabs?

    /// What `edit` made of the payload, when it was remembered.
    func result(of edit: PayloadEdit) -> NumberedPayload? {
        let hashCode = edit.hashCode
        for index in hashCodes.indices where hashCodes[index] == hashCode {
            // Compared in place: a copy of the edit retains its entry's parts.
            if edits.withUnsafeBufferPointer({ edit.equals($0.baseAddress.unsafelyUnwrapped + index) }) { return results[index] }
        }
        return nil
    }

    /// Remembers that `edit` made `result` of the payload.
    func remember(_ result: NumberedPayload, of edit: PayloadEdit) {
        guard hashCodes.count < Self.editLimit, self.result(of: edit) == nil else { return }
        hashCodes.append(edit.hashCode)
        edits.append(edit)
        results.append(result)
    }
}

extension CoordinatorRecords {
    /// `body` run, under the lock of the payload object of record `position`, on the object's
    /// ``PayloadMemo`` (made on first use); not run when the record has no payload or its memo is another
    /// style's. The record is read in place, without copying it.
    func withDeclarativeMemo(at position: Int, _ body: (PayloadMemo) -> Void) {
        withPayloadMemo(at: position) { memo in
            if let known = memo as? PayloadMemo { return body(known) }
            guard memo == nil else { return }
            let made = PayloadMemo()
            memo = made
            body(made)
        }
    }
}
