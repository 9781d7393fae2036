<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>ActionBar</name>
    <message>
        <source>Verify chain</source>
        <translation>Verificar cadena</translation>
    </message>
    <message>
        <source>Add note...</source>
        <translation>Añadir nota...</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation>Exportar {format}</translation>
    </message>
    <message>
        <source>Folder...</source>
        <translation>Carpeta...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Chain not checked yet</source>
        <translation>Cadena aún no verificada</translation>
    </message>
    <message>
        <source>Working: {task}…</source>
        <translation>En curso: {task}…</translation>
    </message>
    <message>
        <source>Working: {task}… {done} of {total}</source>
        <translation>En curso: {task}… {done} de {total}</translation>
    </message>
</context>
<context>
    <name>AnnotationDialog</name>
    <message>
        <source>Add a ruling or note to seq {seq}</source>
        <translation>Añadir una resolución o nota a seq {seq}</translation>
    </message>
    <message>
        <source>receipt of the new adjudication, e.g. GK-0042</source>
        <translation>código del nuevo juicio, p. ej. GK-0042</translation>
    </message>
    <message>
        <source>the challenger</source>
        <translation>el impugnador</translation>
    </message>
    <message>
        <source>the challenged player</source>
        <translation>el jugador impugnado</translation>
    </message>
    <message>
        <source>what was compensated: points, a turn, time</source>
        <translation>qué se compensó: puntos, un turno, tiempo</translation>
    </message>
    <message>
        <source>What happened, and who decided it</source>
        <translation>Qué pasó y quién lo decidió</translation>
    </message>
    <message>
        <source>Add to the log</source>
        <translation>Añadir al registro</translation>
    </message>
    <message>
        <source>Record: seq {seq}, receipt {receipt}, {time}, {typed_or_kind}</source>
        <translation>Entrada: seq {seq}, código {receipt}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Record: seq {seq}, {time}, {typed_or_kind}</source>
        <translation>Entrada: seq {seq}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Ruling:</source>
        <translation>Resolución:</translation>
    </message>
    <message>
        <source>New receipt:</source>
        <translation>Código nuevo:</translation>
    </message>
    <message>
        <source>Manual lookup result:</source>
        <translation>Resultado de la consulta manual:</translation>
    </message>
    <message>
        <source>Penalised player:</source>
        <translation>Jugador penalizado:</translation>
    </message>
    <message>
        <source>Points off:</source>
        <translation>Puntos descontados:</translation>
    </message>
    <message>
        <source>Compensated:</source>
        <translation>Compensado:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Nota:</translation>
    </message>
</context>
<context>
    <name>AuditTab</name>
    <message>
        <source>Select a record to see its details.</source>
        <translation>Seleccione una entrada para ver sus detalles.</translation>
    </message>
    <message>
        <source>Reading the log</source>
        <translation>Leyendo el registro</translation>
    </message>
    <message>
        <source>{shown} shown · {flagged} flagged</source>
        <translation>{shown} mostradas · {flagged} con alerta</translation>
    </message>
    <message>
        <source>The log cannot be read: {error}</source>
        <translation>No se puede leer el registro: {error}</translation>
    </message>
    <message>
        <source>{task}: cancelled.</source>
        <translation>{task}: cancelado.</translation>
    </message>
    <message>
        <source>Checking the chain…</source>
        <translation>Verificando la cadena…</translation>
    </message>
    <message>
        <source>Checking the chain</source>
        <translation>Verificando la cadena</translation>
    </message>
    <message>
        <source>Cannot check the log: {error}</source>
        <translation>No se puede verificar el registro: {error}</translation>
    </message>
    <message>
        <source>Note added to seq {seq} (recorded as seq {note_seq}).</source>
        <translation>Nota añadida a seq {seq} (guardada como seq {note_seq}).</translation>
    </message>
    <message>
        <source>The note was not saved: {error}</source>
        <translation>La nota no se guardó: {error}</translation>
    </message>
    <message>
        <source>Saving the note on seq {seq}…</source>
        <translation>Guardando la nota en seq {seq}…</translation>
    </message>
    <message>
        <source>Saving the note</source>
        <translation>Guardando la nota</translation>
    </message>
    <message>
        <source>Exporting {format}…</source>
        <translation>Exportando {format}…</translation>
    </message>
    <message>
        <source>Exporting {format}</source>
        <translation>Exportando {format}</translation>
    </message>
    <message>
        <source>Exported {records} records to {path}</source>
        <translation>{records} entradas exportadas a {path}</translation>
    </message>
    <message>
        <source>Exported {records} records to {path}, but the log could not record the export</source>
        <translation>{records} entradas exportadas a {path}, pero el registro no pudo anotar la exportación</translation>
    </message>
    <message>
        <source>{format} export cancelled; no file was kept.</source>
        <translation>Exportación {format} cancelada; no se conservó ningún archivo.</translation>
    </message>
    <message>
        <source>{format} export failed: {error}</source>
        <translation>Falló la exportación {format}: {error}</translation>
    </message>
    <message>
        <source>Export folder</source>
        <translation>Carpeta de exportación</translation>
    </message>
    <message>
        <source>Exports go to {folder}</source>
        <translation>Las exportaciones van a {folder}</translation>
    </message>
</context>
<context>
    <name>Consequence</name>
    <message>
        <source>The play comes off the board and scores zero. The challenged player loses the turn.</source>
        <translation>La jugada se retira del tablero y puntúa cero. El jugador impugnado pierde el turno.</translation>
    </message>
    <message>
        <source>The play stands. This was the play that ended the game: there is no penalty for challenging it.</source>
        <translation>La jugada se mantiene. Fue la jugada que cerró la partida: impugnarla no tiene penalización.</translation>
    </message>
    <message>
        <source>The play stands. The challenger loses the turn.</source>
        <translation>La jugada se mantiene. El impugnador pierde el turno.</translation>
    </message>
    <message>
        <source>The play stands. No penalty: the challenger does not lose the turn.</source>
        <translation>La jugada se mantiene. Sin penalización: el impugnador no pierde el turno.</translation>
    </message>
</context>
<context>
    <name>Director</name>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>{local_time} (UTC {utc_time})</source>
        <translation>{local_time} (UTC {utc_time})</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>{station_name} ({station_id}), seq {seq}</source>
        <translation>{station_name} ({station_id}), seq {seq}</translation>
    </message>
    <message>
        <source>Kind</source>
        <comment>the kind of audit record</comment>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Léxico</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Texto escrito</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Resultado por palabra</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Consecuencia</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Segunda opinión</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Alertas</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no flags</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Se refiere a</translation>
    </message>
    <message>
        <source>seq {seq} ({kind})</source>
        <translation>seq {seq} ({kind})</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Id. de evento</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>FLAGGED: {flags}</source>
        <translation>CON ALERTA: {flags}</translation>
    </message>
    <message>
        <source>Record seq {seq}</source>
        <translation>Entrada seq {seq}</translation>
    </message>
    <message>
        <source>Annotations ({count})</source>
        <translation>Anotaciones ({count})</translation>
    </message>
    <message>
        <source>{time}, seq {seq}</source>
        <translation>{time}, seq {seq}</translation>
    </message>
    <message>
        <source>None. Use “Add note...” to add one.</source>
        <translation>Ninguna. Use «Añadir nota...» para añadir una.</translation>
    </message>
    <message>
        <source>Relay: off (no central log set).</source>
        <translation>Reenvío: desactivado (no hay registro central configurado).</translation>
    </message>
    <message>
        <source>Relay: stopped, this station&apos;s log and the central copy differ (run &apos;challenge-kiosk audit compare&apos;). {differences}</source>
        <translation>Reenvío: detenido, el registro de este puesto y la copia central difieren (ejecute &apos;challenge-kiosk audit compare&apos;). {differences}</translation>
    </message>
    <message>
        <source>Relay: the central log is unreachable, retrying. Last error: {error}</source>
        <translation>Reenvío: no se puede contactar con el registro central; reintentando. Último error: {error}</translation>
    </message>
    <message>
        <source>Relay: connecting to the central log…</source>
        <translation>Reenvío: conectando con el registro central…</translation>
    </message>
    <message>
        <source>Relay: {copied} copied, {waiting} waiting.</source>
        <translation>Reenvío: {copied} copiadas, {waiting} en espera.</translation>
    </message>
    <message>
        <source>Relay: up to date ({copied} copied this session).</source>
        <translation>Reenvío: al día ({copied} copiadas en esta sesión).</translation>
    </message>
</context>
<context>
    <name>DirectorMode</name>
    <message>
        <source>Something unexpected happened and was recorded: {error}</source>
        <translation>Ocurrió algo inesperado y quedó registrado: {error}</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Error inesperado</translation>
    </message>
    <message>
        <source>Exit the kiosk now? Players cannot use it.</source>
        <translation>¿Salir del quiosco ahora? Los jugadores no podrán usarlo.</translation>
    </message>
    <message>
        <source>Exit kiosk</source>
        <translation>Salir del quiosco</translation>
    </message>
    <message>
        <source>Not exited</source>
        <translation>Salida no realizada</translation>
    </message>
    <message>
        <source>The audit log cannot record the exit.</source>
        <translation>El registro de auditoría no puede anotar la salida.</translation>
    </message>
</context>
<context>
    <name>DirectorPanel</name>
    <message>
        <source>Leaves by itself after 2 minutes without input.</source>
        <translation>Se cierra solo tras 2 minutos sin actividad.</translation>
    </message>
    <message>
        <source>Back to the station</source>
        <translation>Volver al puesto</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: see the station screen for the reason.</source>
        <translation>No se puede abrir el registro de auditoría: el motivo aparece en la pantalla del puesto.</translation>
    </message>
    <message>
        <source>Profiles and rules</source>
        <translation>Perfiles y reglas</translation>
    </message>
    <message>
        <source>Lexicons</source>
        <translation>Léxicos</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Registro de auditoría</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>No registrados</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Director mode · Station {station}</source>
        <translation>Modo árbitro · Puesto {station}</translation>
    </message>
    <message>
        <source>{count} verdict(s) shown while the log could not record them: see the &apos;Not recorded&apos; tab.</source>
        <translation>Veredictos mostrados sin que el registro pudiera guardarlos: {count}. Vea la pestaña «No registrados».</translation>
    </message>
</context>
<context>
    <name>ExitTab</name>
    <message>
        <source>Exit the kiosk to reach the computer&apos;s desktop. The exit is recorded in the audit log. Players cannot use this station until it is started again.</source>
        <translation>Salga del quiosco para acceder al escritorio del equipo. La salida queda anotada en el registro de auditoría. Los jugadores no podrán usar este puesto hasta que se vuelva a iniciar.</translation>
    </message>
    <message>
        <source>Exit kiosk…</source>
        <translation>Salir del quiosco…</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>From</source>
        <comment>the first day shown</comment>
        <translation>Desde</translation>
    </message>
    <message>
        <source>to</source>
        <comment>the last day shown</comment>
        <translation>hasta</translation>
    </message>
    <message>
        <source>Any</source>
        <comment>any verdict</comment>
        <translation>Cualquiera</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <translation>Válida</translation>
    </message>
    <message>
        <source>Unacceptable</source>
        <translation>No válida</translation>
    </message>
    <message>
        <source>All</source>
        <comment>records of every kind</comment>
        <translation>Todas</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Juicios</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <source>Flagged only</source>
        <translation>Solo con alerta</translation>
    </message>
    <message>
        <source>words typed</source>
        <translation>palabras escritas</translation>
    </message>
    <message>
        <source>Kind:</source>
        <comment>the kind of audit record</comment>
        <translation>Tipo:</translation>
    </message>
    <message>
        <source>Station:</source>
        <translation>Puesto:</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Perfil:</translation>
    </message>
    <message>
        <source>Lexicon:</source>
        <translation>Léxico:</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Veredicto:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Buscar:</translation>
    </message>
    <message>
        <source>Any station</source>
        <translation>Cualquier puesto</translation>
    </message>
    <message>
        <source>Any profile</source>
        <translation>Cualquier perfil</translation>
    </message>
    <message>
        <source>Any lexicon</source>
        <translation>Cualquier léxico</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Type the challenged words first, then press {key}.</source>
        <translation>Escriba primero las palabras impugnadas y luego pulse {key}.</translation>
    </message>
    <message>
        <source>Correct the words marked in red, then press {key}.</source>
        <translation>Corrija las palabras marcadas en rojo y luego pulse {key}.</translation>
    </message>
    <message>
        <source>Choose your division first: press {keys}.</source>
        <translation>Elija primero su categoría: pulse {keys}.</translation>
    </message>
    <message>
        <source>NOT RECORDED: the director must acknowledge this verdict ({key}).</source>
        <translation>NO REGISTRADO: el árbitro debe confirmar este veredicto ({key}).</translation>
    </message>
    <message>
        <source>{name} cannot be judged at this station now: call the director.</source>
        <translation>{name} no puede juzgarse ahora en este puesto: llame al árbitro.</translation>
    </message>
    <message>
        <source>Type the table number (1 to {most}) with the digit keys, then press Enter.</source>
        <translation>Escriba el número de mesa (del 1 al {most}) con las teclas numéricas y pulse Enter.</translation>
    </message>
    <message>
        <source>Press a digit from 1 to {most}: how many words are challenged?</source>
        <translation>Pulse una cifra del 1 al {most}: ¿cuántas palabras se impugnan?</translation>
    </message>
    <message>
        <source>Opening the audit log: the verdict follows in a moment.</source>
        <translation>Abriendo el registro de auditoría: el veredicto aparecerá en un momento.</translation>
    </message>
    <message>
        <source>That is as much as the station takes: {limit} characters.</source>
        <translation>Es el máximo que admite el puesto: {limit} caracteres.</translation>
    </message>
</context>
<context>
    <name>LexiconsTab</name>
    <message>
        <source>a .clex file made with lexicon-build</source>
        <translation>un archivo .clex creado con lexicon-build</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Instalar</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Eliminar el seleccionado</translation>
    </message>
    <message>
        <source>word lists, separated by ;  (text, .gz, .dawg, .kwg)</source>
        <translation>listas de palabras, separadas por ;  (texto, .gz, .dawg, .kwg)</translation>
    </message>
    <message>
        <source>published word count (optional)</source>
        <translation>número de palabras publicado (opcional)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>Word lists</source>
        <translation>Listas de palabras</translation>
    </message>
    <message>
        <source>Lexicon name</source>
        <translation>Nombre del léxico</translation>
    </message>
    <message>
        <source>Alphabet</source>
        <translation>Alfabeto</translation>
    </message>
    <message>
        <source>Expected words</source>
        <translation>Palabras esperadas</translation>
    </message>
    <message>
        <source>Import word lists</source>
        <translation>Importar listas de palabras</translation>
    </message>
    <message>
        <source>Install a lexicon file</source>
        <translation>Instalar un archivo de léxico</translation>
    </message>
    <message>
        <source>{lexicon} (built in)</source>
        <translation>{lexicon} (integrado)</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Léxico</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Huella</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>Built</source>
        <comment>when the lexicon file was built</comment>
        <translation>Creado</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Usado por</translation>
    </message>
    <message>
        <source>Refused: {problem}</source>
        <translation>Rechazado: {problem}</translation>
    </message>
    <message>
        <source>Lexicon file</source>
        <translation>Archivo de léxico</translation>
    </message>
    <message>
        <source>Lexicon files (*.clex)</source>
        <translation>Archivos de léxico (*.clex)</translation>
    </message>
    <message>
        <source>Choose a lexicon file first.</source>
        <translation>Elija primero un archivo de léxico.</translation>
    </message>
    <message>
        <source>Checking {file}…</source>
        <translation>Comprobando {file}…</translation>
    </message>
    <message>
        <source>Not installed: {error}</source>
        <translation>No instalado: {error}</translation>
    </message>
    <message>
        <source>Not installed</source>
        <translation>No instalado</translation>
    </message>
    <message>
        <source>Installed {lexicon}: {words} words, fingerprint {fingerprint}.</source>
        <translation>{lexicon} instalado: {words} palabras, huella {fingerprint}.</translation>
    </message>
    <message>
        <source>Select a lexicon to remove.</source>
        <translation>Seleccione el léxico que desea eliminar.</translation>
    </message>
    <message>
        <source>Remove {lexicon} from this station?</source>
        <translation>¿Eliminar {lexicon} de este puesto?</translation>
    </message>
    <message>
        <source>Remove lexicon</source>
        <translation>Eliminar léxico</translation>
    </message>
    <message>
        <source>Not removed</source>
        <translation>No eliminado</translation>
    </message>
    <message>
        <source>Removed {lexicon}.</source>
        <translation>{lexicon} eliminado.</translation>
    </message>
    <message>
        <source>Give the word lists and a name for the lexicon.</source>
        <translation>Indique las listas de palabras y un nombre para el léxico.</translation>
    </message>
    <message>
        <source>The expected word count must be a whole number.</source>
        <translation>El número de palabras esperado debe ser un número entero.</translation>
    </message>
    <message>
        <source>Importing {lexicon}…</source>
        <translation>Importando {lexicon}…</translation>
    </message>
    <message>
        <source>cannot write the lexicon: {error}</source>
        <translation>no se puede escribir el léxico: {error}</translation>
    </message>
    <message>
        <source>the computer ran out of memory building the lexicon; check the files</source>
        <translation>el equipo se quedó sin memoria al construir el léxico; revise los archivos</translation>
    </message>
    <message>
        <source>the import stopped: {error}</source>
        <translation>la importación se detuvo: {error}</translation>
    </message>
    <message>
        <source>{stage}: {words} words</source>
        <translation>{stage}: {words} palabras</translation>
    </message>
    <message>
        <source>Import failed: nothing was installed.</source>
        <translation>La importación falló: no se instaló nada.</translation>
    </message>
</context>
<context>
    <name>PinScreen</name>
    <message>
        <source>Back to the station</source>
        <translation>Volver al puesto</translation>
    </message>
    <message>
        <source>Set the director PIN</source>
        <translation>Definir el PIN del árbitro</translation>
    </message>
    <message>
        <source>Director mode</source>
        <translation>Modo árbitro</translation>
    </message>
    <message>
        <source>Choose a PIN of at least {length} characters. It opens director mode (Ctrl+Alt+Shift+D on the station) and is stored only as a hash.</source>
        <translation>Elija un PIN de al menos {length} caracteres. Abre el modo árbitro (Ctrl+Alt+Shift+D en el puesto) y solo se guarda como hash.</translation>
    </message>
    <message>
        <source>Type the director PIN, then press Enter.</source>
        <translation>Escriba el PIN del árbitro y pulse Enter.</translation>
    </message>
    <message>
        <source>new PIN</source>
        <translation>PIN nuevo</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>the same PIN again</source>
        <translation>el mismo PIN otra vez</translation>
    </message>
    <message>
        <source>Set PIN</source>
        <translation>Definir PIN</translation>
    </message>
    <message>
        <source>Open director mode</source>
        <translation>Abrir el modo árbitro</translation>
    </message>
    <message>
        <source>The two PINs differ. Type them again.</source>
        <translation>Los dos PIN no coinciden. Escríbalos de nuevo.</translation>
    </message>
    <message>
        <source>Not set: {error}.</source>
        <translation>No definido: {error}.</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <source>Choose your division</source>
        <translation>Elija su categoría</translation>
    </message>
    <message>
        <source>Not available at this station now: call the director</source>
        <translation>No disponible ahora en este puesto: llame al árbitro</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging, separated by spaces or Enter</source>
        <translation>IMPUGNADOR: escriba todas las palabras que impugna, separadas por espacios o Enter</translation>
    </message>
    <message>
        <source>CHALLENGED PLAYER: check the spelling, then press {key}</source>
        <translation>JUGADOR IMPUGNADO: revise la ortografía y pulse {key}</translation>
    </message>
    <message>
        <source>Esc clears all words  ·  {out} marks the play that ended the game</source>
        <translation>Esc borra todas las palabras  ·  {out} marca la jugada que cerró la partida</translation>
    </message>
    <message>
        <source>{key}: call a word judge (a person) instead of the computer</source>
        <translation>{key}: llamar a un juez de palabras (una persona, no el programa)</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging  ·  Esc clears all  ·  {out} out play</source>
        <translation>IMPUGNADOR: escriba todas las palabras que impugna  ·  Esc borra todo  ·  {out} jugada de cierre</translation>
    </message>
    <message>
        <source>OUT PLAY: no penalty for a failed challenge  ·  {out} to undo</source>
        <translation>JUGADA DE CIERRE: impugnar no penaliza  ·  {out} para deshacer</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) declared</source>
        <translation>
            <numerusform>%n palabra declarada</numerusform>
            <numerusform>%n palabras declaradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>typed so far</comment>
        <translation>
            <numerusform>%n palabra</numerusform>
            <numerusform>%n palabras</numerusform>
        </translation>
    </message>
    <message>
        <source>typed twice</source>
        <translation>escrita dos veces</translation>
    </message>
    <message>
        <source>YES — ACCEPTABLE</source>
        <translation>SÍ — VÁLIDA</translation>
    </message>
    <message>
        <source>NO — UNACCEPTABLE</source>
        <translation>NO — NO VÁLIDA</translation>
    </message>
    <message>
        <source>ACCEPTABLE</source>
        <translation>VÁLIDA</translation>
    </message>
    <message>
        <source>UNACCEPTABLE</source>
        <translation>NO VÁLIDA</translation>
    </message>
    <message>
        <source>Write on the slip:  {receipt}</source>
        <translation>Anote en la papeleta:  {receipt}</translation>
    </message>
    <message>
        <source>Second opinion ({lexicon}): {verdict}</source>
        <translation>Segunda opinión ({lexicon}): {verdict}</translation>
    </message>
    <message>
        <source>NOT RECORDED: the audit log is unavailable. Call the director now.</source>
        <translation>NO REGISTRADO: el registro de auditoría no está disponible. Llame ahora al árbitro.</translation>
    </message>
    <message>
        <source>Press any key to continue</source>
        <translation>Pulse cualquier tecla para continuar</translation>
    </message>
    <message>
        <source>TABLE NUMBER?</source>
        <translation>¿NÚMERO DE MESA?</translation>
    </message>
    <message>
        <source>Type the number of your table (1 to {most}) with the digit keys.</source>
        <translation>Escriba el número de su mesa (del 1 al {most}) con las teclas numéricas.</translation>
    </message>
    <message>
        <source>Enter: go on  ·  Backspace: correct  ·  Esc: start again</source>
        <translation>Enter: seguir  ·  Backspace: corregir  ·  Esc: empezar de nuevo</translation>
    </message>
    <message>
        <source>HOW MANY WORDS?</source>
        <translation>¿CUÁNTAS PALABRAS?</translation>
    </message>
    <message>
        <source>Press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Pulse el número de palabras que impugna (del 1 al {most}). Solo se podrá juzgar ese número de palabras.</translation>
    </message>
    <message>
        <source>Table {table}: press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Mesa {table}: pulse el número de palabras que impugna (del 1 al {most}). Solo se podrá juzgar ese número de palabras.</translation>
    </message>
    <message>
        <source>Esc: back</source>
        <translation>Esc: volver</translation>
    </message>
    <message>
        <source>JUDGED MOMENTS AGO</source>
        <translation>JUZGADO HACE UN MOMENTO</translation>
    </message>
    <message numerus="yes">
        <source>{division} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division}: se juzgó una impugnación hace %n segundo.</numerusform>
            <numerusform>{division}: se juzgó una impugnación hace %n segundos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{division}, table {table} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division}, mesa {table}: se juzgó una impugnación hace %n segundo.</numerusform>
            <numerusform>{division}, mesa {table}: se juzgó una impugnación hace %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its slip: {receipt}.</source>
        <translation>Su papeleta: {receipt}.</translation>
    </message>
    <message>
        <source>If these words belong to the same play, the rules forbid judging them separately: all challenged words of a play are typed together, and after an UNACCEPTABLE no further words are entered (NSA IV.J.2, NASPA 6.2 “Improper Lookups”).</source>
        <translation>Si estas palabras son de la misma jugada, el reglamento prohíbe juzgarlas por separado: todas las palabras impugnadas de una jugada se escriben juntas y, tras un NO VÁLIDA, no se introducen más palabras (NSA IV.J.2, NASPA 6.2 «Improper Lookups» [consultas indebidas]).</translation>
    </message>
    <message>
        <source>{key}: judge these words anyway (it is recorded)  ·  any other key: back to the words</source>
        <translation>{key}: juzgarlas igualmente (queda registrado)  ·  otra tecla: volver a las palabras</translation>
    </message>
    <message>
        <source>A WORD JUDGE IS ON THE WAY</source>
        <translation>VIENE UN JUEZ DE PALABRAS</translation>
    </message>
    <message>
        <source>Stay at the station. The call is recorded.</source>
        <translation>Permanezcan en el puesto. La llamada queda registrada.</translation>
    </message>
    <message>
        <source>Stay at the station. The call is recorded for table {table}.</source>
        <translation>Permanezcan en el puesto. La llamada queda registrada para la mesa {table}.</translation>
    </message>
    <message>
        <source>{key}: the word judge is here, back to the station</source>
        <translation>{key}: el juez de palabras ya está aquí, volver al puesto</translation>
    </message>
    <message>
        <source>Recording the verdict in the audit log…</source>
        <translation>Guardando el veredicto en el registro de auditoría…</translation>
    </message>
    <message numerus="yes">
        <source>No key pressed: clearing the screen in %n second(s)</source>
        <translation>
            <numerusform>Ninguna tecla pulsada: la pantalla se borrará en %n segundo</numerusform>
            <numerusform>Ninguna tecla pulsada: la pantalla se borrará en %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>Audit log unavailable: call the director</source>
        <translation>Registro de auditoría no disponible: llame al árbitro</translation>
    </message>
    <message>
        <source>Lexicons: {names}</source>
        <translation>Léxicos: {names}</translation>
    </message>
    <message>
        <source>No lexicon loaded</source>
        <translation>Ningún léxico cargado</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>in the lexicon</comment>
        <translation>
            <numerusform>%n palabra</numerusform>
            <numerusform>%n palabras</numerusform>
        </translation>
    </message>
    <message>
        <source>Station: {name}</source>
        <translation>Puesto: {name}</translation>
    </message>
    <message>
        <source>This station is not ready</source>
        <translation>Este puesto no está listo</translation>
    </message>
    <message>
        <source>Call the director.</source>
        <translation>Llame al árbitro.</translation>
    </message>
    <message>
        <source>No profile is set up.</source>
        <translation>No hay ningún perfil configurado.</translation>
    </message>
    <message>
        <source>Something unexpected happened: {message}. It was recorded. A director&apos;s PIN (Ctrl+Alt+Shift+D) clears this screen.</source>
        <translation>Ocurrió algo inesperado: {message}. Quedó registrado. El PIN de un árbitro (Ctrl+Alt+Shift+D) borra esta pantalla.</translation>
    </message>
    <message>
        <source>The audit log did not open within {seconds} s: call the director.</source>
        <translation>El registro de auditoría no se abrió en {seconds} s: llame al árbitro.</translation>
    </message>
    <message numerus="yes">
        <source>You said %n word(s);</source>
        <comment>how many words the players declared</comment>
        <translation>
            <numerusform>Indicaron %n palabra;</numerusform>
            <numerusform>Indicaron %n palabras;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n typed.</source>
        <comment>how many words are typed now</comment>
        <translation>
            <numerusform>hay %n escrita.</numerusform>
            <numerusform>hay %n escritas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type exactly {declared}.</source>
        <translation>Escriba exactamente {declared}.</translation>
    </message>
    <message numerus="yes">
        <source>The play stands. The challenged player adds %n point(s)</source>
        <comment>failed challenge</comment>
        <translation>
            <numerusform>La jugada se mantiene. El jugador impugnado suma %n punto</numerusform>
            <numerusform>La jugada se mantiene. El jugador impugnado suma %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>The challenger does not lose the turn.</source>
        <translation>El impugnador no pierde el turno.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) × {points}</source>
        <comment>points per word challenged</comment>
        <translation>
            <numerusform>%n palabra × {points}</numerusform>
            <numerusform>%n palabras × {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>{points} for the play</source>
        <translation>{points} por la jugada</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>{character} is not a letter of the {alphabet} alphabet</source>
        <translation>{character} no es una letra del alfabeto ({alphabet})</translation>
    </message>
    <message>
        <source>&quot;{word}&quot;: {reason}</source>
        <translation>&quot;{word}&quot;: {reason}</translation>
    </message>
    <message>
        <source>&quot;{word}&quot; is too short: a word has at least {least} letters</source>
        <translation>&quot;{word}&quot; es demasiado corta: una palabra tiene al menos {least} letras</translation>
    </message>
    <message>
        <source>Too short: a word has at least {least} letters</source>
        <translation>Demasiado corta: una palabra tiene al menos {least} letras</translation>
    </message>
    <message>
        <source>&quot;{word}&quot; has {letters} letters: a word has at most {most}</source>
        <translation>&quot;{word}&quot; tiene {letters} letras: una palabra tiene como máximo {most}</translation>
    </message>
    <message>
        <source>Too long: {letters} letters: a word has at most {most}</source>
        <translation>Demasiado larga ({letters} letras): una palabra tiene como máximo {most}</translation>
    </message>
    <message>
        <source>Type at least one word</source>
        <translation>Escriba al menos una palabra</translation>
    </message>
    <message>
        <source>{typed} words typed: at most {most} can be challenged together</source>
        <translation>{typed} palabras escritas: se pueden impugnar como máximo {most} a la vez</translation>
    </message>
</context>
<context>
    <name>ProfilesTab</name>
    <message>
        <source>(none)</source>
        <comment>no federation preset</comment>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>the log and director mode only</source>
        <translation>solo el registro y el modo árbitro</translation>
    </message>
    <message>
        <source>players too, under the verdict</source>
        <translation>también los jugadores, bajo el veredicto</translation>
    </message>
    <message>
        <source>Ask the table number first (every multi-table event)</source>
        <translation>Pedir primero el número de mesa (todo torneo con varias mesas)</translation>
    </message>
    <message>
        <source>Ask how many words before they are typed</source>
        <translation>Preguntar cuántas palabras antes de escribirlas</translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation>Guardar perfil</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Nuevo perfil</translation>
    </message>
    <message>
        <source>Remove profile</source>
        <translation>Eliminar perfil</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Federation preset</source>
        <translation>Preajuste de federación</translation>
    </message>
    <message>
        <source>Players&apos; language</source>
        <translation>Idioma de los jugadores</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Léxico</translation>
    </message>
    <message>
        <source>Lexicon credit line</source>
        <translation>Crédito del léxico</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Regla de impugnación</translation>
    </message>
    <message>
        <source>Colour band</source>
        <translation>Franja de color</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Segunda opinión</translation>
    </message>
    <message>
        <source>Second opinion shown to</source>
        <translation>Segunda opinión visible para</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>{lexicon} ({words} words, {fingerprint})</source>
        <translation>{lexicon} ({words} palabras, {fingerprint})</translation>
    </message>
    <message>
        <source>{lexicon}: NOT USABLE ({problem})</source>
        <translation>{lexicon}: NO UTILIZABLE ({problem})</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>no second-opinion lexicon</comment>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Rule: {source}</source>
        <translation>Regla: {source}</translation>
    </message>
    <message>
        <source>Check this rule against your event&apos;s own rules before the first round.</source>
        <translation>Compruebe esta regla con el reglamento de su torneo antes de la primera ronda.</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Modificar el puesto</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Perfiles</translation>
    </message>
    <message>
        <source>A station needs at least one profile.</source>
        <translation>Un puesto necesita al menos un perfil.</translation>
    </message>
    <message>
        <source>Remove profile {profile}?</source>
        <translation>¿Eliminar el perfil {profile}?</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Sin cambios</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Double challenge</source>
        <translation>Impugnación doble</translation>
    </message>
    <message>
        <source>5-point challenge</source>
        <translation>Impugnación de 5 puntos</translation>
    </message>
    <message>
        <source>10-point challenge</source>
        <translation>Impugnación de 10 puntos</translation>
    </message>
    <message>
        <source>5-point challenge per play</source>
        <translation>Impugnación de 5 puntos por jugada</translation>
    </message>
    <message>
        <source>10-point challenge per play</source>
        <translation>Impugnación de 10 puntos por jugada</translation>
    </message>
    <message>
        <source>Single challenge</source>
        <translation>Impugnación simple</translation>
    </message>
</context>
<context>
    <name>SettingsTab</name>
    <message>
        <source>Short sound on the verdict</source>
        <translation>Sonido breve con el veredicto</translation>
    </message>
    <message>
        <source>Say the verdict aloud in the division&apos;s language (a sound if no voice)</source>
        <translation>Decir el veredicto en voz alta en el idioma de la categoría (un sonido si no hay voz)</translation>
    </message>
    <message>
        <source>Large print and high contrast on player screens</source>
        <translation>Letra grande y alto contraste en las pantallas de los jugadores</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Probar la conexión</translation>
    </message>
    <message>
        <source>Save settings</source>
        <translation>Guardar ajustes</translation>
    </message>
    <message>
        <source>Restore the last good station file</source>
        <translation>Restaurar el último archivo del puesto que funcionó</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Nombre del puesto</translation>
    </message>
    <message>
        <source>Judge key</source>
        <translation>Tecla para juzgar</translation>
    </message>
    <message>
        <source>Verdict shown (s)</source>
        <translation>Veredicto visible (s)</translation>
    </message>
    <message>
        <source>Clear unjudged words after (s)</source>
        <translation>Borrar palabras sin juzgar tras (s)</translation>
    </message>
    <message>
        <source>Split-lookup window (s)</source>
        <translation>Ventana de consultas por partes (s)</translation>
    </message>
    <message>
        <source>Font scale</source>
        <translation>Escala de letra</translation>
    </message>
    <message>
        <source>Word-judge key</source>
        <translation>Tecla para llamar al juez de palabras</translation>
    </message>
    <message>
        <source>Director mode language</source>
        <translation>Idioma del modo árbitro</translation>
    </message>
    <message>
        <source>Central log</source>
        <translation>Registro central</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Asking the central log…</source>
        <translation>Consultando el registro central…</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Modificar el puesto</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Sin cambios</translation>
    </message>
    <message>
        <source>Replace the station&apos;s profiles and settings with the last station file that loaded cleanly?</source>
        <translation>¿Sustituir los perfiles y ajustes del puesto por los del último archivo del puesto que se cargó sin errores?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Not restored</source>
        <translation>No restaurado</translation>
    </message>
</context>
<context>
    <name>UnrecordedTab</name>
    <message>
        <source>Add them to the audit log as late records</source>
        <translation>Añadirlos al registro de auditoría como entradas tardías</translation>
    </message>
    <message>
        <source>Shown at (UTC)</source>
        <translation>Mostrado (UTC)</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Categoría</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Texto escrito</translation>
    </message>
    <message>
        <source>Why it was not recorded</source>
        <translation>Por qué no se registró</translation>
    </message>
    <message>
        <source>{count} verdict(s) were shown to players while the audit log could not record them. Each keeps the time it was shown; adding them marks them as late records in the chain.</source>
        <translation>Veredictos mostrados a los jugadores mientras el registro de auditoría no podía guardarlos: {count}. Cada uno conserva la hora en que se mostró; al añadirlos quedan marcados como entradas tardías en la cadena.</translation>
    </message>
    <message>
        <source>Every verdict shown at this station is in the audit log.</source>
        <translation>Todos los veredictos mostrados en este puesto están en el registro de auditoría.</translation>
    </message>
    <message>
        <source>Not added: {error}</source>
        <translation>No añadidos: {error}</translation>
    </message>
</context>
</TS>
