extension NumberedPayload {
    private init(value: AnyHashable, number: UInt64) {
        self.value = value
        self.number = number
    }

    /// `value`, which must equal this payload, numbered as it without a look-up: for a style that keeps its
    /// own table of the payloads it numbered and stores new values equal to them (so that a record holds
    /// the very value the app set). Equality is checked in debug builds.
    public func replacingValue(with value: AnyHashable) -> NumberedPayload {
        assert(value == self.value, "a payload numbered as one it does not equal")
        return NumberedPayload(value: value, number: number)
    }
}
