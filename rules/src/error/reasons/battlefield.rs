//! The variant's own reasons.

reasons! {
    /// Why an action is not allowed.
    pub enum BattlefieldRefusal {
        /// Stub.
        Stub { text: String } = "battlefield-stub-refusal",
    }
}

reasons! {
    /// What is wrong with a text that is not an action.
    pub enum BattlefieldUnreadable {
        /// Stub.
        Stub { text: String } = "battlefield-stub-unreadable",
    }
}

reasons! {
    /// Why a position text cannot be read.
    pub enum BattlefieldPosition {
        /// Stub.
        Stub { text: String } = "battlefield-stub-position",
    }
}
