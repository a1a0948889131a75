//! The variant's own reasons.

reasons! {
    /// Why an action is not allowed.
    pub enum HeavenHellRefusal {
        /// Stub.
        Stub { text: String } = "hh-stub-refusal",
    }
}

reasons! {
    /// What is wrong with a text that is not an action.
    pub enum HeavenHellUnreadable {
        /// Stub.
        Stub { text: String } = "hh-stub-unreadable",
    }
}

reasons! {
    /// Why a position text cannot be read.
    pub enum HeavenHellPosition {
        /// Stub.
        Stub { text: String } = "hh-stub-position",
    }
}
