//! The words of a hosted table: what a person at another terminal reads while joining,
//! choosing a seat or leaving, and what the host's screen says about them.

pub use crate::engine::words::fill;

crate::engine::words::table! {
    no_table = ("No table is open here now. Come back when the host has opened one.", "Ahora no hay ninguna mesa abierta. Vuelve cuando el anfitrión abra una."),
    seat_taken = ("The seat of {name} is taken: someone is connected to it.", "El asiento de {name} está ocupado: hay alguien conectado."),
    spectators_full = ("As many people as may watch are watching already: come back later.", "Ya miran todos los que pueden mirar: vuelve más tarde."),
    no_free_seat = ("Every seat for another terminal is taken.", "Todos los asientos para otro terminal están ocupados."),
    seat_taken_by = ("'{user}' connected at another terminal and took {name}'s seat.", "«{user}» se conectó desde otro terminal y ocupó el asiento de {name}."),
    choose_free_seat = ("Press the number of a free seat.", "Pulsa el número de un asiento libre."),
    choose_seat_or_watch = ("Press the number of a free seat, or 0 to watch.", "Pulsa el número de un asiento libre, o 0 para mirar."),
    watching_off = ("Watching is off at this table: the host allows it with naipes host --spectators (or host_spectators = true in the settings).", "En esta mesa no se puede mirar: el anfitrión lo permite con naipes host --spectators (o host_spectators = true en los ajustes)."),
    watcher_bye = ("You stopped watching the table.", "Has dejado de mirar la mesa."),
    choose_intro_none = ("No seat is named {user}, and every seat for another terminal is taken.", "Ningún asiento se llama {user}, y todos los asientos para otro terminal están ocupados."),
    choose_watch = ("Press 0 to watch.", "Pulsa 0 para mirar."),
    choose_wait = ("A seat that frees up is listed here. Ctrl-Q leaves.", "Aquí aparece el asiento que quede libre. Ctrl-Q sale."),
    choose_title = ("Choose your seat", "Elige tu asiento"),
    choose_intro = ("No seat is named {user}. The free seats:", "Ningún asiento se llama {user}. Los asientos libres:"),
    bye = ("You left the table. Your seat waits: connect again with the seat's name to take it back.", "Has dejado la mesa. Tu asiento te espera: conéctate otra vez con el nombre del asiento para recuperarlo."),
    table_closed = ("The host closed the table (the game is saved there).", "El anfitrión cerró la mesa (la partida queda guardada allí)."),
    locked_out = ("naipes: too many wrong table codes from this address. A name that failed waits {s} seconds; a seat's name that did not fail may try now.\n", "naipes: demasiados códigos de mesa erróneos desde esta dirección. Un nombre que falló espera {s} segundos; el nombre de un asiento que no falló puede probar ya.\n"),
    hosting = ("Hosting {game} on {addr}. Join with: ssh -p {port} NAME@HOST (with a screen reader, line by line: ssh -T -p {port} NAME@HOST). Table code: {code}. Host key: {fingerprint}.", "Mesa de {game} en {addr}. Para unirse: ssh -p {port} NOMBRE@HOST (con un lector de pantalla, línea a línea: ssh -T -p {port} NOMBRE@HOST). Código de la mesa: {code}. Clave del anfitrión: {fingerprint}."),
    hosting_web = ("In a browser: {url} (scan the code with a phone's camera, or type the address and the table code).", "En un navegador: {url} (escanea el código con la cámara de un móvil, o escribe la dirección y el código de la mesa)."),
    web_loopback = ("Only this machine can open it: for phones and other computers, host with --bind 0.0.0.0 (host_bind in the settings) on a network you trust.", "Solo esta máquina puede abrirla: para móviles y otros ordenadores, abre la mesa con --bind 0.0.0.0 (host_bind en los ajustes) en una red de confianza."),
    table_full = ("The table is full: only a seat's own name may sit down now.", "La mesa está llena: ahora solo puede sentarse alguien con el nombre de un asiento."),
    name_needed = ("Type your name (a seat's name takes that seat).", "Escribe tu nombre (el nombre de un asiento ocupa ese asiento)."),
    wrong_code = ("That is not the table code.", "Ese no es el código de la mesa."),
    host_failed = ("The table could not be hosted for other terminals: {why}. Its seats at other terminals wait as away (Ctrl-T gives them to computers). The port and address are host_port and host_bind in your settings file.", "La mesa no se pudo abrir a otros terminales: {why}. Sus asientos en otros terminales esperan como ausentes (Ctrl-T los da a máquinas). El puerto y la dirección son host_port y host_bind en tu archivo de ajustes."),
    seats_line = ("Seats at other terminals: {seats}.", "Asientos en otros terminales: {seats}."),
    seat_connected = ("{name} (connected)", "{name} (conectado)"),
    seat_waiting = ("{name} (waiting)", "{name} (esperando)"),
}
