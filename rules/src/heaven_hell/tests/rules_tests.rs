//! One scenario per numbered rule of the seed (sections 2–7, winning) and per ruling.

use super::super::board::{EARTH, HEAVEN, HELL};
use super::super::pieces::{Color, Kind};
use super::{at, legal, piece, play, pos};
use crate::{Game, Side, ToAct};
