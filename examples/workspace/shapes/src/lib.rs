//! Plain `no_std` code shared by the kernels and the host.
#![no_std]

/// A point in the plane. `#[repr(C)]`: kernels receive it as the host lays
/// it out.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub x: f32,
    pub y: f32,
}

impl Point {
    /// The squared distance from the origin.
    pub fn norm2(self) -> f32 {
        self.x * self.x + self.y * self.y
    }
}
