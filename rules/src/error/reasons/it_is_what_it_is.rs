//! The variant's own reasons.

reasons! {
    /// Why an action is not allowed.
    pub enum IiwiiRefusal {
        /// Stub.
        Stub { text: String } = "iiwii-stub-refusal",
    }
}

reasons! {
    /// What is wrong with a text that is not an action.
    pub enum IiwiiUnreadable {
        /// Stub.
        Stub { text: String } = "iiwii-stub-unreadable",
    }
}

reasons! {
    /// Why a position text cannot be read.
    pub enum IiwiiPosition {
        /// Stub.
        Stub { text: String } = "iiwii-stub-position",
    }
}
