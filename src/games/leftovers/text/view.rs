//! What a typed word would do, as the preview says it, English and Spanish side by side.
//! `{name}` marks a place filled with `fill`.

pub use crate::engine::words::fill;

crate::engine::words::table! {
    open_preview = ("{w}: from your hand {hand} ({pts} points on the table)", "{w}: de tu mano {hand} ({pts} puntos en la mesa)"),
    nothing_left = ("nothing left over", "no sobra nada"),
    takes = ("{who} takes {left} for {lp}", "{who} se lleva {left} por {lp}"),
    remake_preview = ("{w}: hand {hand} + table {table} · {gives}", "{w}: mano {hand} + mesa {table} · {gives}"),
    you_score = (" · you score {wp} - {lp} = {net}", " · sumas {wp} - {lp} = {net}"),
}
