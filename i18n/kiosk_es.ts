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
        <source>Language of exported reports and CSV files</source>
        <translation>Idioma de los informes y archivos CSV exportados</translation>
    </message>
    <message>
        <source>Export as stored (English, column ids)</source>
        <translation>Exportar tal como está guardado (inglés, ids de columna)</translation>
    </message>
    <message>
        <source>Export in {language}</source>
        <translation>Exportar en {language}</translation>
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
    <name>Alphabet</name>
    <message>
        <source>Catalan</source>
        <translation>catalán</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>neerlandés</translation>
    </message>
    <message>
        <source>English</source>
        <translation>inglés</translation>
    </message>
    <message>
        <source>French</source>
        <translation>francés</translation>
    </message>
    <message>
        <source>German</source>
        <translation>alemán</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>noruego</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>polaco</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>español</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>sueco</translation>
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
    <name>Audit</name>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation>(sobre seq {seq}, puesto {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(sobre la entrada {record})</translation>
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
        <source>acceptable</source>
        <translation>válida</translation>
    </message>
    <message>
        <source>unacceptable</source>
        <translation>no válida</translation>
    </message>
    <message>
        <source>possible split lookup (NSA IV.J.2)</source>
        <translation>posible consulta por partes (NSA IV.J.2)</translation>
    </message>
    <message>
        <source>re-adjudication</source>
        <translation>nuevo juicio</translation>
    </message>
    <message>
        <source>second opinion differs</source>
        <translation>la segunda opinión difiere</translation>
    </message>
    <message>
        <source>ended without a stop</source>
        <translation>terminada sin parada</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Seq</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Id. de evento</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Nombre del puesto</translation>
    </message>
    <message>
        <source>Recorded at (UTC)</source>
        <translation>Hora de registro (UTC)</translation>
    </message>
    <message>
        <source>UTC offset</source>
        <translation>Desfase UTC</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Léxico</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Huella</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Regla de impugnación</translation>
    </message>
    <message>
        <source>Typed</source>
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
        <source>Points to the challenged player</source>
        <translation>Puntos para el jugador impugnado</translation>
    </message>
    <message>
        <source>Loses the turn</source>
        <translation>Pierde el turno</translation>
    </message>
    <message>
        <source>Out play</source>
        <translation>Jugada de cierre</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Alertas</translation>
    </message>
    <message>
        <source>Split lookup of</source>
        <translation>Consulta por partes de</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Se refiere a</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>previous session ended without a stop</source>
        <translation>sesión anterior terminada sin parada</translation>
    </message>
    <message>
        <source>back to the division chooser</source>
        <translation>vuelta a la elección de división</translation>
    </message>
    <message>
        <source>event joined</source>
        <translation>torneo unido</translation>
    </message>
    <message>
        <source>event plan accepted</source>
        <translation>plan del torneo aceptado</translation>
    </message>
    <message>
        <source>event plan refused</source>
        <translation>plan del torneo rechazado</translation>
    </message>
    <message>
        <source>event plan applied</source>
        <translation>plan del torneo aplicado</translation>
    </message>
    <message>
        <source>word judge call acknowledged</source>
        <translation>llamada al juez atendida</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>challenger</source>
        <translation>impugnador</translation>
    </message>
    <message>
        <source>challenged player</source>
        <translation>jugador impugnado</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>juicio</translation>
    </message>
    <message>
        <source>kiosk started</source>
        <translation>quiosco iniciado</translation>
    </message>
    <message>
        <source>kiosk stopped</source>
        <translation>quiosco detenido</translation>
    </message>
    <message>
        <source>director login succeeded</source>
        <translation>acceso de árbitro correcto</translation>
    </message>
    <message>
        <source>director login failed</source>
        <translation>acceso de árbitro fallido</translation>
    </message>
    <message>
        <source>director logout</source>
        <translation>salida del modo árbitro</translation>
    </message>
    <message>
        <source>lexicon switched</source>
        <translation>léxico cambiado</translation>
    </message>
    <message>
        <source>lexicon installed</source>
        <translation>léxico instalado</translation>
    </message>
    <message>
        <source>lexicon removed</source>
        <translation>léxico eliminado</translation>
    </message>
    <message>
        <source>lexicon refused</source>
        <translation>léxico rechazado</translation>
    </message>
    <message>
        <source>rule changed</source>
        <translation>regla cambiada</translation>
    </message>
    <message>
        <source>profile changed</source>
        <translation>perfil modificado</translation>
    </message>
    <message>
        <source>settings changed</source>
        <translation>ajustes modificados</translation>
    </message>
    <message>
        <source>export made</source>
        <translation>exportación realizada</translation>
    </message>
    <message>
        <source>audit verified</source>
        <translation>registro verificado</translation>
    </message>
    <message>
        <source>kiosk exit</source>
        <translation>salida del quiosco</translation>
    </message>
    <message>
        <source>annotation</source>
        <translation>anotación</translation>
    </message>
    <message>
        <source>self test</source>
        <translation>autocomprobación</translation>
    </message>
    <message>
        <source>log migrated</source>
        <translation>registro migrado</translation>
    </message>
    <message>
        <source>permissions repaired</source>
        <translation>permisos reparados</translation>
    </message>
    <message>
        <source>unrecorded acknowledged</source>
        <translation>no registrado confirmado</translation>
    </message>
    <message>
        <source>unrecorded imported</source>
        <translation>no registrados añadidos</translation>
    </message>
    <message>
        <source>unexpected error</source>
        <translation>error inesperado</translation>
    </message>
    <message>
        <source>entry withdrawn</source>
        <translation>palabras retiradas</translation>
    </message>
    <message>
        <source>split warning declined</source>
        <translation>aviso de consulta por partes ignorado</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>llamada al juez de palabras</translation>
    </message>
    <message>
        <source>word judge arrived</source>
        <translation>llegada del juez de palabras</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>resolución</translation>
    </message>
    <message>
        <source>central diverged</source>
        <translation>copia central divergente</translation>
    </message>
    <message>
        <source>Receipt referred to</source>
        <translation>Código al que se refiere</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Resolución</translation>
    </message>
    <message>
        <source>Rule cited</source>
        <translation>Regla citada</translation>
    </message>
    <message>
        <source>Penalised player</source>
        <translation>Jugador penalizado</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Puntos de penalización</translation>
    </message>
    <message>
        <source>New receipt</source>
        <translation>Código nuevo</translation>
    </message>
    <message>
        <source>Compensated</source>
        <translation>Compensado</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Resultado de la consulta manual</translation>
    </message>
    <message>
        <source>Clock jump</source>
        <translation>Salto de reloj</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>salto de reloj</translation>
    </message>
</context>
<context>
    <name>AuditChain</name>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>ROTA en seq {seq} (puesto {station}): {kind} — {problem}</translation>
    </message>
    <message>
        <source>its contents do not match its hash (the record was changed after it was written)</source>
        <translation>su contenido no coincide con su hash (la entrada se modificó después de escribirse)</translation>
    </message>
    <message>
        <source>its stored text is not a valid record</source>
        <translation>su texto guardado no es una entrada válida</translation>
    </message>
    <message>
        <source>its {column} column ({value}) differs from the record ({expected})</source>
        <translation>su columna {column} ({value}) no coincide con la entrada ({expected})</translation>
    </message>
    <message>
        <source>it does not link to record {previous} (it was put in later, or record {previous} was edited and re-hashed)</source>
        <translation>no enlaza con la entrada {previous} (se insertó más tarde, o la entrada {previous} se editó y se recalculó su hash)</translation>
    </message>
    <message>
        <source>a second record claims sequence number {seq}</source>
        <translation>otra entrada tiene también el número de secuencia {seq}</translation>
    </message>
    <message>
        <source>record {first} is missing (the next record present is {seq})</source>
        <translation>falta la entrada {first} (la siguiente presente es la {seq})</translation>
    </message>
    <message>
        <source>records {first} to {last} are missing (the next record present is {seq})</source>
        <translation>faltan las entradas {first} a {last} (la siguiente presente es la {seq})</translation>
    </message>
    <message>
        <source>sequence number {seq} is not valid</source>
        <translation>el número de secuencia {seq} no es válido</translation>
    </message>
    <message>
        <source>it was stored after records that follow it in the chain</source>
        <translation>se guardó después de entradas que la siguen en la cadena</translation>
    </message>
    <message>
        <source>records are stored out of sequence order from here on</source>
        <translation>a partir de aquí, las entradas están guardadas fuera del orden de secuencia</translation>
    </message>
</context>
<context>
    <name>AuditDetails</name>
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
        <source>Event id</source>
        <translation>Id. de evento</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>seq {seq} ({kind})</source>
        <translation>seq {seq} ({kind})</translation>
    </message>
    <message>
        <source>record {event_id}…</source>
        <translation>registro {event_id}…</translation>
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
</context>
<context>
    <name>AuditJobs</name>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Seq</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Texto escrito / detalles</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Alertas</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Puesto</translation>
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
        <translation>Regla</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>con anotación</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s)</source>
        <translation>
            <numerusform>Cadena intacta: %n entrada</numerusform>
            <numerusform>Cadena intacta: %n entradas</numerusform>
        </translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>JSON Lines</source>
        <translation>JSON Lines</translation>
    </message>
    <message>
        <source>HTML report</source>
        <translation>informe HTML</translation>
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
    <message numerus="yes">
        <source>Exported %n record(s) to {path}</source>
        <translation>
            <numerusform>%n entrada exportada a {path}</numerusform>
            <numerusform>%n entradas exportadas a {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}, but the log could not record the export</source>
        <translation>
            <numerusform>%n entrada exportada a {path}, pero el registro no pudo anotar la exportación</numerusform>
            <numerusform>%n entradas exportadas a {path}, pero el registro no pudo anotar la exportación</numerusform>
        </translation>
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
    <name>CentralLog</name>
    <message>
        <source>signed head of station {station} at record {seq} ({signed_at})</source>
        <translation>cabecera firmada del puesto {station} en la entrada {seq} ({signed_at})</translation>
    </message>
    <message>
        <source>{where}: the signature does not verify</source>
        <translation>{where}: la firma no es válida</translation>
    </message>
    <message>
        <source>{where}: signed with another key than the station's pinned key ({key}… instead of {pin}…)</source>
        <translation>{where}: firmada con otra clave que la fijada para el puesto ({key}… en lugar de {pin}…)</translation>
    </message>
    <message>
        <source>{where}: record {seq} is no longer in the central log</source>
        <translation>{where}: la entrada {seq} ya no está en el registro central</translation>
    </message>
    <message>
        <source>{where}: record {seq} in the central log differs from the one the station signed (the central copy was changed)</source>
        <translation>{where}: la entrada {seq} del registro central difiere de la que firmó el puesto (la copia central se ha modificado)</translation>
    </message>
</context>
<context>
    <name>Changes</name>
    <message>
        <source>station name</source>
        <translation>el nombre del puesto</translation>
    </message>
    <message>
        <source>judge key</source>
        <translation>la tecla para juzgar</translation>
    </message>
    <message>
        <source>verdict shown (s)</source>
        <translation>el tiempo de veredicto visible (s)</translation>
    </message>
    <message>
        <source>clear unjudged words after (s)</source>
        <translation>el borrado de palabras sin juzgar (s)</translation>
    </message>
    <message>
        <source>split-lookup window (s)</source>
        <translation>la ventana de consultas por partes (s)</translation>
    </message>
    <message>
        <source>font scale</source>
        <translation>la escala de letra</translation>
    </message>
    <message>
        <source>sound on the verdict</source>
        <translation>el sonido con el veredicto</translation>
    </message>
    <message>
        <source>central log</source>
        <translation>el registro central</translation>
    </message>
    <message>
        <source>receipt prefix</source>
        <translation>el prefijo del código</translation>
    </message>
    <message>
        <source>director mode language</source>
        <translation>el idioma del modo árbitro</translation>
    </message>
    <message>
        <source>large print and high contrast</source>
        <translation>el modo de letra grande y alto contraste</translation>
    </message>
    <message>
        <source>verdict said aloud</source>
        <translation>el veredicto en voz alta</translation>
    </message>
    <message>
        <source>word-judge key</source>
        <translation>la tecla para llamar al juez de palabras</translation>
    </message>
    <message>
        <source>the colour band</source>
        <translation>la franja de color</translation>
    </message>
    <message>
        <source>the second-opinion lexicon</source>
        <translation>el léxico de segunda opinión</translation>
    </message>
    <message>
        <source>who sees the second opinion</source>
        <translation>quién ve la segunda opinión</translation>
    </message>
    <message>
        <source>asking the table number</source>
        <translation>el paso de pedir el número de mesa</translation>
    </message>
    <message>
        <source>asking how many words</source>
        <translation>el paso de preguntar cuántas palabras</translation>
    </message>
    <message>
        <source>the federation preset</source>
        <translation>el preajuste de federación</translation>
    </message>
    <message>
        <source>the players' language</source>
        <translation>el idioma de los jugadores</translation>
    </message>
    <message>
        <source>the lexicon credit line</source>
        <translation>el crédito del léxico</translation>
    </message>
    <message>
        <source>{name} (not usable: {problem})</source>
        <translation>{name} (no utilizable: {problem})</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n word(s), fingerprint {fingerprint})</source>
        <translation>
            <numerusform>{name} (%n palabra, huella {fingerprint})</numerusform>
            <numerusform>{name} (%n palabras, huella {fingerprint})</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch {profile} from {old} to {new}.</source>
        <translation>Cambiar el léxico de {profile}: {old} → {new}.</translation>
    </message>
    <message>
        <source>Change the rule of {profile} from {old} to {new}.</source>
        <translation>Cambiar la regla de {profile}: {old} → {new}.</translation>
    </message>
    <message>
        <source>Add profile {profile}: lexicon {lexicon}, {rule}, colour {colour}, second opinion {second}.</source>
        <translation>Añadir el perfil {profile}: léxico {lexicon}, {rule}, color {colour}, segunda opinión {second}.</translation>
    </message>
    <message>
        <source>Change {label} of {profile} from {old} to {new}.</source>
        <translation>En el perfil {profile}, cambiar {label}: {old} → {new}.</translation>
    </message>
    <message>
        <source>Remove profile {profile}.</source>
        <translation>Eliminar el perfil {profile}.</translation>
    </message>
    <message>
        <source>Put the profiles in this order: {order}.</source>
        <translation>Ordenar los perfiles así: {order}.</translation>
    </message>
    <message>
        <source>Change the {label} from {old} to {new}.</source>
        <translation>Cambiar {label}: {old} → {new}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>none (log kept locally)</source>
        <translation>ninguno (registro solo local)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
</context>
<context>
    <name>Config</name>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>{where}: {key}</source>
        <translation>{where}: {key}</translation>
    </message>
    <message>
        <source>profile {number}</source>
        <translation>perfil {number}</translation>
    </message>
    <message>
        <source>profile {name}</source>
        <translation>perfil {name}</translation>
    </message>
    <message>
        <source>{where} name</source>
        <translation>nombre del {where}</translation>
    </message>
    <message>
        <source>[{section}] {key} must be a number, not {value}</source>
        <translation>[{section}] {key} debe ser un número, no {value}</translation>
    </message>
    <message>
        <source>[{section}] {key} = {value} is out of range ({low} to {high})</source>
        <translation>[{section}] {key} = {value} está fuera de rango ({low} a {high})</translation>
    </message>
    <message>
        <source>[{section}] {key} must be text in quotes, not {value}</source>
        <translation>[{section}] {key} debe ser texto entre comillas, no {value}</translation>
    </message>
    <message>
        <source>{what} contains an invisible character (U+{code}); type the name again</source>
        <translation>{what} contiene un carácter invisible (U+{code}); vuelva a escribir el nombre</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} characters</source>
        <translation>{what} tiene más de {limit} caracteres</translation>
    </message>
    <message>
        <source>{where} contains spaces or invisible characters</source>
        <translation>{where} contiene espacios o caracteres invisibles</translation>
    </message>
    <message>
        <source>{where} {value} is not a database address; write e.g. {example}</source>
        <translation>{where} {value} no es una dirección de base de datos; escriba p. ej. {example}</translation>
    </message>
    <message>
        <source>{where} must be a PostgreSQL address (postgresql+psycopg://...), not {driver}; write e.g. {example}</source>
        <translation>{where} debe ser una dirección PostgreSQL (postgresql+psycopg://...), no {driver}; escriba p. ej. {example}</translation>
    </message>
    <message>
        <source>{where}: the driver {driver} is not installed on stations; write postgresql+psycopg://...</source>
        <translation>{where}: el controlador {driver} no está instalado en los puestos; escriba postgresql+psycopg://...</translation>
    </message>
    <message>
        <source>{where} names no server; write e.g. {example}</source>
        <translation>{where} no indica ningún servidor; escriba p. ej. {example}</translation>
    </message>
    <message>
        <source>{where} names no database; write e.g. {example}</source>
        <translation>{where} no indica ninguna base de datos; escriba p. ej. {example}</translation>
    </message>
    <message>
        <source>{where}: {host} is not a server name (letters, digits, dots and dashes, at most 63 between two dots and 253 in all) or an IP address</source>
        <translation>{where}: {host} no es un nombre de servidor (letras, cifras, puntos y guiones, como máximo 63 entre dos puntos y 253 en total) ni una dirección IP</translation>
    </message>
    <message>
        <source>{where}: port {port} is out of range (1 to 65535)</source>
        <translation>{where}: el puerto {port} está fuera de rango (1 a 65535)</translation>
    </message>
    <message>
        <source>[settings] unknown settings: {names}</source>
        <translation>[settings] ajustes desconocidos: {names}</translation>
    </message>
    <message>
        <source>[station] unknown keys: {names}</source>
        <translation>[station] claves desconocidas: {names}</translation>
    </message>
    <message>
        <source>{problem}. The station keeps its log locally until this is fixed.</source>
        <translation>{problem}. El puesto guarda su registro localmente hasta que se corrija.</translation>
    </message>
    <message>
        <source>[settings] {key} must be true or false, not {value}</source>
        <translation>[settings] {key} debe ser true o false, no {value}</translation>
    </message>
    <message>
        <source>it types into the words</source>
        <translation>escribe caracteres en las palabras</translation>
    </message>
    <message>
        <source>it is not a key the station knows</source>
        <translation>el puesto no conoce esa tecla</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} cannot judge ({why}); choose one of: {keys}</source>
        <translation>[settings] judge_key {key} no puede juzgar ({why}); elija una de: {keys}</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} is not a key that cannot type; choose one of: {keys}, or "" for none</source>
        <translation>[settings] word_judge_key {key} debe ser una tecla que no escriba; elija una de: {keys}, o "" para ninguna</translation>
    </message>
    <message>
        <source>[settings] receipt_prefix {value} must be 1 to 3 of the letters {letters} (no I, L, O, S or Z, which read as digits on a slip)</source>
        <translation>[settings] receipt_prefix {value} debe tener de 1 a 3 de las letras {letters} (sin I, L, O, S ni Z, que en una papeleta se leen como cifras)</translation>
    </message>
    <message>
        <source>{problem}. The station uses the default ({default}) until this is fixed; judging is not affected.</source>
        <translation>{problem}. El puesto usa el valor predeterminado ({default}) hasta que se corrija; lo que se juzga no cambia.</translation>
    </message>
    <message>
        <source>letters derived from the station's id</source>
        <translation>letras derivadas del identificador del puesto</translation>
    </message>
    <message>
        <source>no credit line</source>
        <translation>sin crédito del léxico</translation>
    </message>
    <message>
        <source>{where} must be a [[profiles]] table</source>
        <translation>{where} debe ser una tabla [[profiles]]</translation>
    </message>
    <message>
        <source>{where}: unknown keys: {names}</source>
        <translation>{where}: claves desconocidas: {names}</translation>
    </message>
    <message>
        <source>{where} needs a name</source>
        <translation>{where} necesita un nombre</translation>
    </message>
    <message>
        <source>{where}: unknown challenge rule {rule}; choose one of: {rules}</source>
        <translation>{where}: regla de impugnación desconocida {rule}; elija una de: {rules}</translation>
    </message>
    <message>
        <source>{where}: colour must look like #2f6fdb, not {colour}</source>
        <translation>{where}: el color debe tener la forma #2f6fdb, no {colour}</translation>
    </message>
    <message>
        <source>{where} needs a lexicon</source>
        <translation>{where} necesita un léxico</translation>
    </message>
    <message>
        <source>{where}: fingerprint must be the 64 lowercase hex digits `lexicon-build info` prints, not {value}</source>
        <translation>{where}: fingerprint debe ser los 64 dígitos hexadecimales en minúscula que muestra `lexicon-build info`, no {value}</translation>
    </message>
    <message>
        <source>{where}: lexicon {lexicon} is a lexicon name, not a path</source>
        <translation>{where}: el léxico {lexicon} debe ser un nombre de léxico, no una ruta</translation>
    </message>
    <message>
        <source>{where}: {key} must be true or false, not {value}</source>
        <translation>{where}: {key} debe ser true o false, no {value}</translation>
    </message>
    <message>
        <source>{where}: second_opinion_shown must be "director" (the log and director mode only) or "players", not {value}</source>
        <translation>{where}: second_opinion_shown debe ser "director" (solo el registro y el modo árbitro) o "players", no {value}</translation>
    </message>
    <message>
        <source>[station] and [settings] must be tables</source>
        <translation>[station] y [settings] deben ser tablas</translation>
    </message>
    <message>
        <source>profiles must be written as [[profiles]] tables</source>
        <translation>los perfiles deben escribirse como tablas [[profiles]]</translation>
    </message>
    <message>
        <source>two profiles have the same name</source>
        <translation>dos perfiles tienen el mismo nombre</translation>
    </message>
    <message>
        <source>at most {most} profiles (F1 to F{most}: F12 marks the out play)</source>
        <translation>como máximo {most} perfiles (F1 a F{most}: F12 marca la jugada de cierre)</translation>
    </message>
    <message>
        <source>unknown sections: {names}</source>
        <translation>secciones desconocidas: {names}</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} chooses profile {profile}; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} elige el perfil {profile}; elija otra tecla para juzgar (la habitual es Tab)</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} already marks the out play; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} ya marca la jugada de cierre; elija otra tecla de juicio (Tab es la habitual)</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already judges</source>
        <translation>[settings] word_judge_key {key} ya sirve para juzgar</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already marks the out play</source>
        <translation>[settings] word_judge_key {key} ya marca la jugada de cierre</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already chooses profile {number}</source>
        <translation>[settings] word_judge_key {key} ya elige el perfil {number}</translation>
    </message>
    <message>
        <source>{problem}; choose another key, or "" for none</source>
        <translation>{problem}; elija otra tecla, o "" para ninguna</translation>
    </message>
    <message>
        <source>{problem}: the station has no word-judge key until this is fixed.</source>
        <translation>{problem}: el puesto no tendrá tecla para llamar al juez de palabras hasta que se corrija.</translation>
    </message>
    <message>
        <source>[director] must be a table</source>
        <translation>[director] debe ser una tabla</translation>
    </message>
    <message>
        <source>[director] unknown keys: {names}</source>
        <translation>[director] claves desconocidas: {names}</translation>
    </message>
    <message>
        <source>[director] pin_hash must be text</source>
        <translation>[director] pin_hash debe ser texto</translation>
    </message>
    <message>
        <source>[director] pin_hash is not a PIN hash written by the station; set the PIN again with: challenge-kiosk director set-pin</source>
        <translation>[director] pin_hash no es un hash de PIN escrito por el puesto; vuelva a definir el PIN con: challenge-kiosk director set-pin</translation>
    </message>
    <message>
        <source>{file} is a folder, not a settings file</source>
        <translation>{file} es una carpeta, no un archivo de ajustes</translation>
    </message>
    <message>
        <source>{file} cannot be read: {why}</source>
        <translation>no se puede leer {file}: {why}</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes: not a station file</source>
        <translation>{file} ocupa más de {limit} bytes: no es un archivo de puesto</translation>
    </message>
    <message>
        <source>{file} is not UTF-8 text ({why})</source>
        <translation>{file} no es texto UTF-8 ({why})</translation>
    </message>
    <message>
        <source>{file} is not valid TOML: {why}</source>
        <translation>{file} no es TOML válido: {why}</translation>
    </message>
    <message>
        <source>{file} is empty: it holds no settings and no profiles</source>
        <translation>{file} está vacío: no contiene ningún ajuste ni ningún perfil</translation>
    </message>
    <message>
        <source>{file} cannot be updated until it is fixed: {why}</source>
        <translation>{file} no se puede actualizar hasta que se corrija: {why}</translation>
    </message>
    <message>
        <source>{file} cannot be written: {why}</source>
        <translation>no se puede escribir {file}: {why}</translation>
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
        <source>Acknowledge: I am going</source>
        <translation>Atender: voy yo</translation>
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
    <message numerus="yes">
        <source>%n verdict(s) shown while the log could not record them: see the 'Not recorded' tab.</source>
        <translation>
            <numerusform>%n veredicto mostrado sin que el registro pudiera anotarlo: vea la pestaña «No registrados».</numerusform>
            <numerusform>%n veredictos mostrados sin que el registro pudiera anotarlos: vea la pestaña «No registrados».</numerusform>
        </translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>mesa {table}</translation>
    </message>
    <message>
        <source>Players called a word judge at {time} ({where}).</source>
        <translation>Unos jugadores llamaron a un juez a las {time} ({where}).</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>sin división elegida</translation>
    </message>
</context>
<context>
    <name>DirectorService</name>
    <message>
        <source>No central log is set: this station keeps its log only locally.</source>
        <translation>No hay registro central configurado: este puesto guarda su registro solo localmente.</translation>
    </message>
    <message>
        <source>Not usable: {why}</source>
        <translation>No utilizable: {why}</translation>
    </message>
    <message>
        <source>Not a database address: {why}</source>
        <translation>No es una dirección de base de datos: {why}</translation>
    </message>
    <message>
        <source>This station cannot talk to that kind of database: {why}</source>
        <translation>Este puesto no puede comunicarse con ese tipo de base de datos: {why}</translation>
    </message>
    <message>
        <source>The central log did not answer: {why}</source>
        <translation>El registro central no respondió: {why}</translation>
    </message>
    <message>
        <source>Connected to the central log.</source>
        <translation>Conectado al registro central.</translation>
    </message>
    <message>
        <source>{why}. Nothing was changed.</source>
        <translation>{why}. No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>Profile {profile}: {problem}. Nothing was changed.</source>
        <translation>Perfil {profile}: {problem}. No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>the station file could not be written: {why}</source>
        <translation>no se pudo escribir el archivo del puesto: {why}</translation>
    </message>
    <message>
        <source>not changed: the audit log cannot record it ({why})</source>
        <translation>sin cambios: el registro de auditoría no puede anotarlo ({why})</translation>
    </message>
    <message>
        <source>no earlier good station file was kept on this station</source>
        <translation>este puesto no conserva ningún archivo de puesto anterior que funcionara</translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation>Rechazado: {why}</translation>
    </message>
    <message>
        <source>Refused: {why} (the refusal could not be recorded in the audit log: {problem})</source>
        <translation>Rechazado: {why} (el rechazo no se pudo anotar en el registro de auditoría: {problem})</translation>
    </message>
    <message>
        <source>the name {name} is reserved for the built-in lexicon</source>
        <translation>el nombre {name} está reservado para el léxico integrado</translation>
    </message>
    <message>
        <source>a different lexicon called {name} is installed ({fingerprint}); remove it first or give this one another name</source>
        <translation>ya hay instalado otro léxico llamado {name} ({fingerprint}); elimínelo primero o dé otro nombre a este</translation>
    </message>
    <message>
        <source>not installed: {target} cannot be written ({why})</source>
        <translation>no instalado: no se puede escribir {target} ({why})</translation>
    </message>
    <message>
        <source>not installed: the audit log cannot record it ({why})</source>
        <translation>no instalado: el registro de auditoría no puede anotarlo ({why})</translation>
    </message>
    <message>
        <source>{name} is in use by: {profiles}. Switch them first.</source>
        <translation>{name} está en uso en: {profiles}. Cámbielos de léxico primero.</translation>
    </message>
    <message>
        <source>the built-in ENABLE lexicon cannot be removed</source>
        <translation>el léxico integrado ENABLE no se puede eliminar</translation>
    </message>
    <message>
        <source>not removed: the audit log cannot record it ({why})</source>
        <translation>no eliminado: el registro de auditoría no puede anotarlo ({why})</translation>
    </message>
    <message>
        <source>the audit log is not open: nothing can be added yet</source>
        <translation>el registro de auditoría no está abierto: aún no se puede añadir nada</translation>
    </message>
    <message>
        <source>the waiting verdicts cannot be read or moved: {why}</source>
        <translation>no se pueden leer ni mover los veredictos pendientes: {why}</translation>
    </message>
</context>
<context>
    <name>ExitTab</name>
    <message>
        <source>Exit the kiosk to reach the computer's desktop. The exit is recorded in the audit log. Players cannot use this station until it is started again.</source>
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
    <name>Fleet</name>
    <message>
        <source>heartbeat body unreadable ({reason})</source>
        <translation>contenido de la señal de vida ilegible ({reason})</translation>
    </message>
    <message>
        <source>{count} characters, more than {most}</source>
        <translation>{count} caracteres, más de {most}</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>no es un objeto</translation>
    </message>
    <message>
        <source>cannot judge</source>
        <translation>no puede juzgar</translation>
    </message>
    <message>
        <source>a division cannot judge</source>
        <translation>una categoría no puede juzgar</translation>
    </message>
    <message>
        <source>its central copy differs</source>
        <translation>su copia central difiere</translation>
    </message>
    <message>
        <source>not signed yet</source>
        <translation>aún sin firmar</translation>
    </message>
    <message>
        <source>signed up to record {seq}</source>
        <translation>firmada hasta la entrada {seq}</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: {division} expects {lexicon} ({fingerprint}, %n word(s))</source>
        <translation>
            <numerusform>discrepancia: {division} espera {lexicon} ({fingerprint}, %n palabra)</numerusform>
            <numerusform>discrepancia: {division} espera {lexicon} ({fingerprint}, %n palabras)</numerusform>
        </translation>
    </message>
    <message>
        <source>mismatch: {division} expects {lexicon} ({fingerprint})</source>
        <translation>discrepancia: {division} espera {lexicon} ({fingerprint})</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: %n adjudication(s) in {division} with {lexicon} ({fingerprint}); {source} says {wanted} ({wanted_fingerprint})</source>
        <translation>
            <numerusform>discrepancia: %n juicio en {division} con {lexicon} ({fingerprint}); {source} indica {wanted} ({wanted_fingerprint})</numerusform>
            <numerusform>discrepancia: %n juicios en {division} con {lexicon} ({fingerprint}); {source} indica {wanted} ({wanted_fingerprint})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no heartbeat: known from its records (%n adjudication(s))</source>
        <translation>
            <numerusform>sin señal de vida: conocida por sus registros (%n juicio)</numerusform>
            <numerusform>sin señal de vida: conocida por sus registros (%n juicios)</numerusform>
        </translation>
    </message>
    <message>
        <source>forged heartbeat at {time} ({why}): ignored, the card shows the station's own</source>
        <translation>señal de vida falsificada a las {time} ({why}): ignorada, la ficha muestra la de la estación</translation>
    </message>
    <message>
        <source>heartbeat not verified: no signed chain head of this station yet</source>
        <translation>señal de vida no verificada: aún no hay cabeza de cadena firmada de esta estación</translation>
    </message>
    <message>
        <source>on the plan's roster; nothing received from it</source>
        <translation>en la lista del plan; no se ha recibido nada de ella</translation>
    </message>
    <message>
        <source>last record: {kind}</source>
        <translation>último registro: {kind}</translation>
    </message>
    <message>
        <source>clock {count} min fast</source>
        <translation>reloj {count} min adelantado</translation>
    </message>
    <message>
        <source>clock {count} min slow</source>
        <translation>reloj {count} min atrasado</translation>
    </message>
    <message>
        <source>clock {count} s fast</source>
        <translation>reloj {count} s adelantado</translation>
    </message>
    <message>
        <source>clock {count} s slow</source>
        <translation>reloj {count} s atrasado</translation>
    </message>
    <message>
        <source>{station}: {problem}</source>
        <translation>{station}: {problem}</translation>
    </message>
    <message>
        <source>mismatch: {what} has {kinds} word lists; this one is at {alike} of {stations} stations (another at {others})</source>
        <translation>discrepancia: {what} tiene {kinds} listas de palabras distintas; esta está en {alike} de {stations} puestos (otra en {others})</translation>
    </message>
    <message>
        <source>unreadable record</source>
        <translation>entrada ilegible</translation>
    </message>
    <message>
        <source>NOT RECORDED at the time (added later)</source>
        <translation>NO REGISTRADO en su momento (añadido después)</translation>
    </message>
    <message>
        <source>possible split lookup</source>
        <translation>posible consulta por partes</translation>
    </message>
    <message>
        <source>ruling: {title}</source>
        <translation>resolución: {title}</translation>
    </message>
    <message>
        <source>earlier: {receipt}</source>
        <translation>anterior: {receipt}</translation>
    </message>
    <message>
        <source>earlier: {receipt}, {seconds} s before</source>
        <translation>anterior: {receipt}, {seconds} s antes</translation>
    </message>
    <message>
        <source>seq {seq}</source>
        <translation>seq {seq}</translation>
    </message>
    <message>
        <source>{summary}. {note}</source>
        <translation>{summary}. {note}</translation>
    </message>
    <message>
        <source>clock jump: {what}</source>
        <translation>salto de reloj: {what}</translation>
    </message>
    <message>
        <source>game joined after the event</source>
        <translation>partida asociada después del torneo</translation>
    </message>
    <message>
        <source>The central log has no fleet tables yet ({error}): start a station that uses it, or run 'challenge-kiosk fleet expect' with the owner's address, to bring it up to date.</source>
        <translation>El registro central aún no tiene las tablas de la flota ({error}): para actualizarlo, inicie un puesto que lo use o ejecute 'challenge-kiosk fleet expect' con la dirección del propietario.</translation>
    </message>
    <message>
        <source>The central log cannot be read: {error}</source>
        <translation>No se puede leer el registro central: {error}</translation>
    </message>
    <message>
        <source>The central log cannot be searched: {error}</source>
        <translation>No se puede buscar en el registro central: {error}</translation>
    </message>
    <message>
        <source>No such record.</source>
        <translation>No existe esa entrada.</translation>
    </message>
    <message>
        <source>Too many wrong passwords: wait a minute.</source>
        <translation>Demasiadas contraseñas incorrectas: espere un minuto.</translation>
    </message>
    <message>
        <source>That form is too large.</source>
        <translation>El formulario es demasiado grande.</translation>
    </message>
    <message>
        <source>Wrong password.</source>
        <translation>Contraseña incorrecta.</translation>
    </message>
    <message>
        <source>{count} s ago</source>
        <translation>hace {count} s</translation>
    </message>
    <message>
        <source>{count} min ago</source>
        <translation>hace {count} min</translation>
    </message>
    <message>
        <source>That call is no longer open.</source>
        <translation>Esa llamada ya no está pendiente.</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements: start it with --ack-central (see docs/central-roles.sql), or acknowledge at the station.</source>
        <translation>Esta página no puede registrar que se atiende una llamada: iníciela con --ack-central (vea docs/central-roles.sql) o atiéndala en el puesto.</translation>
    </message>
    <message>
        <source>The acknowledgement could not be recorded: {error}. Go to the station.</source>
        <translation>No se pudo registrar que se atiende la llamada: {error}. Vaya al puesto.</translation>
    </message>
    <message>
        <source>{whole}.{tenth} h ago</source>
        <translation>hace {whole},{tenth} h</translation>
    </message>
    <message>
        <source>No such export.</source>
        <translation>Esa exportación no existe.</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flota</translation>
    </message>
    <message>
        <source>Challenge stations</source>
        <translation>Puestos de impugnación</translation>
    </message>
    <message>
        <source>Receipt code or word</source>
        <translation>Código de papeleta o palabra</translation>
    </message>
    <message>
        <source>Search all stations</source>
        <translation>Buscar en todos los puestos</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nombre del jugador</translation>
    </message>
    <message>
        <source>Search by player name</source>
        <translation>Buscar por nombre de jugador</translation>
    </message>
    <message>
        <source>Find player</source>
        <translation>Buscar jugador</translation>
    </message>
    <message>
        <source>Log out</source>
        <translation>Cerrar sesión</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>sin conexión</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>ocupado</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>director</source>
        <translation>árbitro</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>no listo</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenido</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>no heartbeat</source>
        <translation>sin señal de vida</translation>
    </message>
    <message>
        <source>A player called a word judge</source>
        <translation>Un jugador llamó a un juez</translation>
    </message>
    <message>
        <source>Station {station}</source>
        <translation>Puesto {station}</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>sin división elegida</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <source>no table given</source>
        <translation>sin mesa indicada</translation>
    </message>
    <message>
        <source>called at {time}</source>
        <translation>llamada a las {time}</translation>
    </message>
    <message>
        <source>Acknowledge: I am going</source>
        <translation>Atender: voy yo</translation>
    </message>
    <message>
        <source>Forged heartbeats (ignored) for: {stations}</source>
        <translation>Señales de vida falsificadas (ignoradas) de: {stations}</translation>
    </message>
    <message>
        <source>Offline: {stations}</source>
        <translation>Sin conexión: {stations}</translation>
    </message>
    <message>
        <source>On the plan's roster, never heard from: {stations}</source>
        <translation>En la lista del plan, sin noticias: {stations}</translation>
    </message>
    <message>
        <source>Recording without a heartbeat: {stations}</source>
        <translation>Registran sin señal de vida: {stations}</translation>
    </message>
    <message>
        <source>Waiting for a director: {stations}</source>
        <translation>Esperan a un árbitro: {stations}</translation>
    </message>
    <message>
        <source>Stations: {count}, online: {online}, busy: {busy}.</source>
        <translation>Puestos: {count}, conectados: {online}, ocupados: {busy}.</translation>
    </message>
    <message>
        <source>Updated {time}; offline after {seconds} s without a heartbeat.</source>
        <translation>Actualizado: {time}; sin conexión tras {seconds} s sin señal de vida.</translation>
    </message>
    <message>
        <source>Event: {event} (chosen with --event).</source>
        <translation>Evento: {event} (elegido con --event).</translation>
    </message>
    <message>
        <source>Event: {event} (the first published).</source>
        <translation>Evento: {event} (el primero publicado).</translation>
    </message>
    <message>
        <source>Also published, not watched: {events} (choose with --event).</source>
        <translation>También publicados, no vigilados: {events} (elija con --event).</translation>
    </message>
    <message>
        <source>Event plan: {event}, serial {serial}, from {time} (UTC).</source>
        <translation>Plan del torneo: {event}, número {serial}, desde {time} (UTC).</translation>
    </message>
    <message>
        <source>Plan {serial}: in force since {time}</source>
        <translation>Plan {serial}: en vigor desde {time}</translation>
    </message>
    <message>
        <source>Plan {serial}: from {time} (in {minutes} min)</source>
        <translation>Plan {serial}: desde {time} (en {minutes} min)</translation>
    </message>
    <message>
        <source>Plan {serial}: ended</source>
        <translation>Plan {serial}: terminado</translation>
    </message>
    <message>
        <source>Plan {serial}: superseded</source>
        <translation>Plan {serial}: sustituido</translation>
    </message>
    <message>
        <source>accepted by {accepted} of {stations} stations</source>
        <translation>aceptado por {accepted} de {stations} estaciones</translation>
    </message>
    <message>
        <source>{station} refused it ({reason})</source>
        <translation>{station} lo rechazó ({reason})</translation>
    </message>
    <message>
        <source>{stations} not yet</source>
        <translation>{stations} todavía no</translation>
    </message>
    <message>
        <source>Expected:</source>
        <translation>Previsto:</translation>
    </message>
    <message>
        <source>heartbeat {age}</source>
        <translation>señal de vida {age}</translation>
    </message>
    <message>
        <source>v{version}</source>
        <translation>v{version}</translation>
    </message>
    <message>
        <source>relay backlog {count}</source>
        <translation>reenvíos pendientes: {count}</translation>
    </message>
    <message>
        <source>last adjudication {time}</source>
        <translation>último juicio: {time}</translation>
    </message>
    <message>
        <source>cannot judge: {problem}</source>
        <translation>no puede juzgar: {problem}</translation>
    </message>
    <message>
        <source>chain: {chain}</source>
        <translation>cadena: {chain}</translation>
    </message>
    <message>
        <source>No station has sent a heartbeat yet. Stations send one every 15 s once their central log address is set.</source>
        <translation>Ningún puesto ha enviado aún una señal de vida. Los puestos envían una cada 15 s en cuanto tienen configurada la dirección del registro central.</translation>
    </message>
    <message>
        <source>The same word, different verdicts</source>
        <translation>La misma palabra, veredictos distintos</translation>
    </message>
    <message>
        <source>ACCEPTABLE at {where}</source>
        <translation>VÁLIDA en {where}</translation>
    </message>
    <message>
        <source>UNACCEPTABLE at {where}</source>
        <translation>NO VÁLIDA en {where}</translation>
    </message>
    <message>
        <source>Disputes by division and table</source>
        <translation>Disputas por división y mesa</translation>
    </message>
    <message>
        <source>Flagged, newest first</source>
        <translation>Con alerta, más recientes primero</translation>
    </message>
    <message>
        <source>Player: {name}</source>
        <translation>Jugador: {name}</translation>
    </message>
    <message>
        <source>The players' names are still being read from the log: older records may be missing.</source>
        <translation>Los nombres de los jugadores aún se están leyendo del registro: pueden faltar registros anteriores.</translation>
    </message>
    <message>
        <source>More than {count} records match, newest first.</source>
        <translation>Más de {count} registros coinciden, los más recientes primero.</translation>
    </message>
    <message>
        <source>Records that match: {count}, newest first.</source>
        <translation>Registros que coinciden: {count}, los más recientes primero.</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Los más recientes</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Más antiguos</translation>
    </message>
    <message>
        <source>Nothing flagged.</source>
        <translation>Nada con alerta.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n palabra</numerusform>
            <numerusform>%n palabras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lexicon mismatch at %n station(s): {stations}</source>
        <translation>
            <numerusform>Discrepancia de léxico en %n puesto: {stations}</numerusform>
            <numerusform>Discrepancia de léxico en %n puestos: {stations}</numerusform>
        </translation>
    </message>
    <message>
        <source>Needs attention: {count}</source>
        <translation>Requieren atención: {count}</translation>
    </message>
    <message>
        <source>Healthy stations {first}–{last} of {count}</source>
        <translation>Estaciones sin problemas {first}–{last} de {count}</translation>
    </message>
    <message>
        <source>Needs a ruling: judged with a superseded list after the plan's instant ({count})</source>
        <translation>Requiere una decisión: juzgado con una lista sustituida tras el instante del plan ({count})</translation>
    </message>
    <message>
        <source>judged with {lexicon}; {plan} says {wanted}</source>
        <translation>juzgado con {lexicon}; {plan} dice {wanted}</translation>
    </message>
    <message>
        <source>Look-ups to check against the pairings ({count})</source>
        <translation>Consultas que revisar con los emparejamientos ({count})</translation>
    </message>
    <message>
        <source>Download:</source>
        <translation>Descargar:</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <source>Latest adjudications</source>
        <translation>Últimos juicios</translation>
    </message>
    <message>
        <source>No adjudication yet.</source>
        <translation>Aún no hay juicios.</translation>
    </message>
    <message>
        <source>Adjudications per hour ({count} in the last 12 hours)</source>
        <translation>Juicios por hora ({count} en las últimas 12 horas)</translation>
    </message>
    <message>
        <source>Adjudications per hour</source>
        <translation>Juicios por hora</translation>
    </message>
    <message>
        <source>Adjudications per hour and division</source>
        <translation>Juicios por hora y categoría</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Categoría</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Juicios</translation>
    </message>
    <message>
        <source>Busiest stations</source>
        <translation>Puestos con más actividad</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Aún ninguno.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Contando…</translation>
    </message>
    <message>
        <source>Director login</source>
        <translation>Acceso de árbitro</translation>
    </message>
    <message>
        <source>Head director</source>
        <translation>Árbitro principal</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>Iniciar sesión</translation>
    </message>
    <message>
        <source>The page lost its connection to the fleet server: the figures below may be old.</source>
        <translation>La página perdió la conexión con el servidor de la flota: las cifras de abajo pueden estar desactualizadas.</translation>
    </message>
    <message>
        <source>Click to enable the sound of calls</source>
        <translation>Haga clic para activar el sonido de las llamadas</translation>
    </message>
    <message>
        <source>Your name, for acknowledgements:</source>
        <translation>Su nombre, al atender llamadas:</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements (no --ack-central): acknowledge at the station.</source>
        <translation>Esta página no puede registrar que se atiende una llamada (sin --ack-central): atiéndala en el puesto.</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Search: {query}</source>
        <translation>Búsqueda: {query}</translation>
    </message>
    <message>
        <source>Type a receipt code from a challenge slip (e.g. GK-0042) or a word.</source>
        <translation>Escriba el código de una papeleta de impugnación (p. ej. GK-0042) o una palabra.</translation>
    </message>
    <message>
        <source>No record matches.</source>
        <translation>Ninguna entrada coincide.</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>juez llamado</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Ronda {round} · Mesa {table} · {one} contra {two}</translation>
    </message>
    <message>
        <source>{game} (joined after the event)</source>
        <translation>{game} (asociada después del torneo)</translation>
    </message>
    <message>
        <source>no game at Table {table} this round</source>
        <translation>no hay partida en la mesa {table} en esta ronda</translation>
    </message>
    <message>
        <source>look-up from a table with no game this round</source>
        <translation>consulta desde una mesa sin partida en esta ronda</translation>
    </message>
    <message>
        <source>look-up from a game already scored</source>
        <translation>consulta de una partida que ya tiene resultado</translation>
    </message>
    <message>
        <source>{division} is rated {rating} in the pairings; judged with {lexicon}</source>
        <translation>{division} tiene el sistema de clasificación {rating} en los emparejamientos; juzgada con {lexicon}</translation>
    </message>
</context>
<context>
    <name>Health</name>
    <message>
        <source>Division {division}: {problem}</source>
        <translation>Categoría {division}: {problem}</translation>
    </message>
    <message>
        <source>relay: {error}</source>
        <translation>reenvío: {error}</translation>
    </message>
    <message>
        <source>relay stopped, {why}</source>
        <translation>reenvío detenido, {why}</translation>
    </message>
</context>
<context>
    <name>Heartbeat</name>
    <message>
        <source>Fleet heartbeat: off (no central log set).</source>
        <translation>Señal de vida a la flota: desactivada (no hay registro central configurado).</translation>
    </message>
    <message>
        <source>Fleet heartbeat: the central log is unreachable. Last error: {error}</source>
        <translation>Señal de vida a la flota: no se puede contactar con el registro central. Último error: {error}</translation>
    </message>
    <message>
        <source>Fleet heartbeat: connecting…</source>
        <translation>Señal de vida a la flota: conectando…</translation>
    </message>
    <message>
        <source>Fleet heartbeat: sent {seconds} s ago.</source>
        <translation>Señal de vida a la flota: enviada hace {seconds} s.</translation>
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
        <source>Press 1 if this is your game, 0 if it is not.</source>
        <translation>Pulse 1 si esta es su partida, 0 si no lo es.</translation>
    </message>
    <message>
        <source>Press the number of your game ({keys}), or 0 if none of them is yours.</source>
        <translation>Pulse el número de su partida ({keys}), o 0 si ninguna es la suya.</translation>
    </message>
    <message>
        <source>Press a digit from 1 to {most}: how many words are challenged?</source>
        <translation>Pulse una cifra del 1 al {most}: ¿cuántas palabras se impugnan?</translation>
    </message>
    <message>
        <source>From now on {division} judges with {new} (it was {old}): the judge key judges with {new}.</source>
        <translation>A partir de ahora, {division} juzga con {new} (antes {old}): la tecla de juicio juzga con {new}.</translation>
    </message>
    <message>
        <source>Opening the audit log: the verdict follows in a moment.</source>
        <translation>Abriendo el registro de auditoría: el veredicto aparecerá en un momento.</translation>
    </message>
    <message>
        <source>That is as much as the station takes: {limit} characters.</source>
        <translation>Es el máximo que admite el puesto: {limit} caracteres.</translation>
    </message>
    <message>
        <source>{keys} or {last}</source>
        <translation>{keys} o {last}</translation>
    </message>
    <message>
        <source>A table number has at most {digits} digits (1 to {most}): the {digit} after {typed} was not added.</source>
        <translation>Un número de mesa tiene como máximo {digits} cifras (del 1 al {most}): el {digit} después de {typed} no se ha añadido.</translation>
    </message>
</context>
<context>
    <name>LexiconBuild</name>
    <message>
        <source>longer than {most} letters, so not a word</source>
        <translation>más de {most} letras: no puede ser una palabra</translation>
    </message>
    <message>
        <source>  {file}:{line}: {text}: {reason}</source>
        <translation>  {file}:{line}: {text}: {reason}</translation>
    </message>
    <message>
        <source>{first}
{then}</source>
        <translation>{first}
{then}</translation>
    </message>
    <message>
        <source>{message}
{rejects}</source>
        <translation>{message}
{rejects}</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and {more} more</source>
        <translation>{message}
{rejects}
  ... y {more} más</translation>
    </message>
    <message>
        <source>{file}: the word lists hold more than {most} entries, more than a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>{file}: las listas de palabras tienen más de {most} elementos, más de los que admite un léxico (las listas publicadas más grandes tienen unos 3 millones)</translation>
    </message>
    <message>
        <source>{file}: {why}</source>
        <translation>{file}: {why}</translation>
    </message>
    <message>
        <source>{file}: {why} (read as {format})</source>
        <translation>{file}: {why} (leído como {format})</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: {count}; fix them, or build with --skip-invalid to leave them out</source>
        <translation>líneas que no son palabras del alfabeto ({alphabet}): {count}; corríjalas o construya el léxico con --skip-invalid para omitirlas</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: more than {count}, so the build stopped reading; fix them, or build with --skip-invalid to leave them out (it reads every line and counts them)</source>
        <translation>líneas que no son palabras del alfabeto ({alphabet}): más de {count}, así que se dejó de leer; corríjalas o construya el léxico con --skip-invalid para omitirlas (lee todas las líneas y las cuenta)</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines</source>
        <translation>{message}
{rejects}
  ... y más: se detuvo tras {count} líneas erróneas</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? try --alphabet {alphabet}</source>
        <translation>{message}
{rejects}
  ... y más: se detuvo tras {count} líneas erróneas; ¿está la lista en otro alfabeto? pruebe --alphabet {alphabet}</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? every line read is a word of {alphabets} (--alphabet NAME)</source>
        <translation>{message}
{rejects}
  ... y más: se detuvo tras {count} líneas erróneas; ¿está la lista en otro alfabeto? cada línea leída es una palabra de {alphabets} (--alphabet NOMBRE)</translation>
    </message>
    <message>
        <source>no words found in the input</source>
        <translation>no se encontró ninguna palabra en las listas</translation>
    </message>
    <message>
        <source>no words found in the input ({skipped} longer than {board} letters left out)</source>
        <translation>no se encontró ninguna palabra en las listas (se omitieron {skipped} de más de {board} letras)</translation>
    </message>
    <message>
        <source>the lists hold {listed} words, not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>las listas contienen {listed} palabras, no las {expected} esperadas; compruebe que los archivos son los correctos (no se ha escrito nada)</translation>
    </message>
    <message>
        <source>the lists hold {listed} words ({skipped} longer than {board} letters left out), not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>las listas contienen {listed} palabras (se omitieron {skipped} de más de {board} letras), no las {expected} esperadas; compruebe que los archivos son los correctos (no se ha escrito nada)</translation>
    </message>
    <message>
        <source>unknown input format {name}; known: {known}</source>
        <translation>formato de entrada desconocido {name}; conocidos: {known}</translation>
    </message>
    <message>
        <source>the file is in no known word-list format</source>
        <translation>el archivo no está en ningún formato de lista de palabras conocido</translation>
    </message>
    <message>
        <source>the word graph ends in the middle of a node ({stray} stray bytes); the file is truncated or damaged</source>
        <translation>el grafo de palabras termina a mitad de un nodo ({stray} bytes sobrantes); el archivo está truncado o dañado</translation>
    </message>
    <message>
        <source>the file is too short to be a Quackle lexicon (truncated?)</source>
        <translation>el archivo es demasiado corto para ser un léxico de Quackle (¿truncado?)</translation>
    </message>
    <message>
        <source>Quackle lexicon format version {version} is not supported (only version 1)</source>
        <translation>la versión {version} del formato de léxico de Quackle no es compatible (solo la versión 1)</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is unreadable; the file is damaged or not a Quackle lexicon</source>
        <translation>la letra {number} del alfabeto del archivo es ilegible; el archivo está dañado o no es un léxico de Quackle</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is not UTF-8 text; the file is damaged</source>
        <translation>la letra {number} del alfabeto del archivo no es texto UTF-8; el archivo está dañado</translation>
    </message>
    <message>
        <source>the file has no word graph; it is truncated</source>
        <translation>el archivo no tiene grafo de palabras; está truncado</translation>
    </message>
    <message>
        <source>the header says {count} words but the word graph holds {found}; the file is damaged</source>
        <translation>el encabezado indica {count} palabras, pero el grafo de palabras contiene {found}; el archivo está dañado</translation>
    </message>
    <message>
        <source>its checksum does not match its words (the hash in its header is not that of the word list it holds); the file is damaged</source>
        <translation>su suma de comprobación no coincide con sus palabras (el hash de su encabezado no corresponde a la lista de palabras que contiene); el archivo está dañado</translation>
    </message>
    <message>
        <source>the word graph uses letter number {number}, but the file's alphabet has only {count} letters; the file is damaged</source>
        <translation>el grafo de palabras usa la letra número {number}, pero el alfabeto del archivo solo tiene {count} letras; el archivo está dañado</translation>
    </message>
    <message>
        <source>its alphabet names the tile {tile} twice ("{first}" and "{second}"); the file is damaged</source>
        <translation>su alfabeto nombra dos veces la ficha {tile} («{first}» y «{second}»); el archivo está dañado</translation>
    </message>
    <message>
        <source>its words use {letters}, which is not a tile of the {alphabet} alphabet; {hint}</source>
        <translation>sus palabras usan {letters}, que no es una ficha del alfabeto ({alphabet}); {hint}</translation>
    </message>
    <message>
        <source>its words use {letters}, which are not tiles of the {alphabet} alphabet; {hint}</source>
        <translation>sus palabras usan {letters}, que no son fichas del alfabeto ({alphabet}); {hint}</translation>
    </message>
    <message>
        <source>build with --alphabet {alphabet}</source>
        <translation>construya el léxico con --alphabet {alphabet}</translation>
    </message>
    <message>
        <source>build with the --alphabet it was made for ({alphabets} fit)</source>
        <translation>construya el léxico con el --alphabet para el que se hizo (encajan: {alphabets})</translation>
    </message>
    <message>
        <source>no shipped alphabet has all of its letters</source>
        <translation>ninguno de los alfabetos incluidos tiene todas sus letras</translation>
    </message>
    <message>
        <source>the file's length is not a whole number of 4-byte nodes; it is truncated or not a .kwg file</source>
        <translation>la longitud del archivo no es un número entero de nodos de 4 bytes; está truncado o no es un archivo .kwg</translation>
    </message>
    <message>
        <source>node 0 is not a word graph header; the file is damaged or not a .kwg file</source>
        <translation>el nodo 0 no es un encabezado de grafo de palabras; el archivo está dañado o no es un archivo .kwg</translation>
    </message>
    <message>
        <source>tile {tile} does not exist in the {alphabet} alphabet ({count} tiles); choose the alphabet this file was built with (--alphabet)</source>
        <translation>la ficha {tile} no existe en el alfabeto ({alphabet}: {count} fichas); elija el alfabeto con el que se creó este archivo (--alphabet)</translation>
    </message>
    <message>
        <source>a word of the word graph holds tile 0 (the GADDAG separator); the file is damaged</source>
        <translation>una palabra del grafo de palabras contiene la ficha 0 (el separador GADDAG); el archivo está dañado</translation>
    </message>
    <message>
        <source>it has {lines} lines, more than the {most} words a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>tiene {lines} líneas, más de las {most} palabras que admite un léxico (las listas publicadas más grandes tienen unos 3 millones)</translation>
    </message>
    <message>
        <source>line {line} is not UTF-8 text; save the list as UTF-8 and build again</source>
        <translation>la línea {line} no es texto UTF-8; guarde la lista en UTF-8 y vuelva a construir el léxico</translation>
    </message>
    <message>
        <source>the first letters are at node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>las primeras letras están en el nodo {node}, pero el archivo solo tiene {count} nodos; el archivo está dañado o truncado</translation>
    </message>
    <message>
        <source>node {node} refers to node {target}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>el nodo {node} remite al nodo {target}, pero el archivo solo tiene {count} nodos; el archivo está dañado o truncado</translation>
    </message>
    <message>
        <source>the word graph leads back to node {node} (it loops); the file is damaged</source>
        <translation>el grafo de palabras vuelve al nodo {node} (forma un bucle); el archivo está dañado</translation>
    </message>
    <message>
        <source>the group of letters at node {node} runs past the end of the file (no last letter); the file is damaged or truncated</source>
        <translation>el grupo de letras del nodo {node} sobrepasa el final del archivo (sin última letra); el archivo está dañado o truncado</translation>
    </message>
    <message>
        <source>the letters at node {node} lead back to node {target} (the word graph loops); the file is damaged</source>
        <translation>las letras del nodo {node} vuelven al nodo {target} (el grafo de palabras forma un bucle); el archivo está dañado</translation>
    </message>
    <message>
        <source>node {node} neither ends a word nor leads to more letters; the file is damaged</source>
        <translation>el nodo {node} ni termina una palabra ni lleva a más letras; el archivo está dañado</translation>
    </message>
    <message>
        <source>the letters of nodes {first} to {last} are not in order; the file is damaged</source>
        <translation>las letras de los nodos {first} a {last} no están en orden; el archivo está dañado</translation>
    </message>
    <message>
        <source>the word graph holds a word longer than {most} letters; the file is damaged or not a word list</source>
        <translation>el grafo de palabras contiene una palabra de más de {most} letras; el archivo está dañado o no es una lista de palabras</translation>
    </message>
    <message>
        <source>the word graph holds more than {most} words, more than a word list may hold; the file is damaged</source>
        <translation>el grafo de palabras contiene más de {most} palabras, más de las que admite una lista de palabras; el archivo está dañado</translation>
    </message>
    <message>
        <source>the word graph holds more words than the {count} its header states; the file is damaged</source>
        <translation>el grafo de palabras contiene más palabras que las {count} que indica su encabezado; el archivo está dañado</translation>
    </message>
    <message>
        <source>node {node} leads back into its own word (the word graph loops); the file is damaged</source>
        <translation>el nodo {node} vuelve a entrar en su propia palabra (el grafo de palabras forma un bucle); el archivo está dañado</translation>
    </message>
    <message>
        <source>the word graph refers to node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>el grafo de palabras remite al nodo {node}, pero el archivo solo tiene {count} nodos; el archivo está dañado o truncado</translation>
    </message>
    <message>
        <source>{file}: is {size}, more than the {limit} a word list may be; is it the right file?</source>
        <translation>{file}: ocupa {size}, más de los {limit} que puede ocupar una lista de palabras; ¿es el archivo correcto?</translation>
    </message>
    <message>
        <source>over {limit}</source>
        <translation>más de {limit}</translation>
    </message>
    <message>
        <source>{file}: file not found</source>
        <translation>{file}: archivo no encontrado</translation>
    </message>
    <message>
        <source>{file}: is a folder, not a word list</source>
        <translation>{file}: es una carpeta, no una lista de palabras</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({why})</source>
        <translation>{file}: no se puede leer ({why})</translation>
    </message>
    <message>
        <source>{file}: is not a regular file (a device, pipe or socket); give a word-list file</source>
        <translation>{file}: no es un archivo normal (es un dispositivo, una tubería o un socket); indique un archivo de lista de palabras</translation>
    </message>
    <message>
        <source>{file}: unpacks to more than {limit}, more than a word list may be; it is not a word list (or is a gzip bomb)</source>
        <translation>{file}: descomprimido ocupa más de {limit}, más de lo que puede ocupar una lista de palabras; no es una lista de palabras (o es una bomba gzip)</translation>
    </message>
    <message>
        <source>{file}: damaged gzip file ({why})</source>
        <translation>{file}: archivo gzip dañado ({why})</translation>
    </message>
</context>
<context>
    <name>Lexicons</name>
    <message>
        <source>no lexicon called {name} is installed on this station</source>
        <translation>no hay ningún léxico llamado {name} instalado en este puesto</translation>
    </message>
    <message>
        <source>the list {name} with fingerprint {fingerprint} is not installed on this station</source>
        <translation>la lista {name} con huella {fingerprint} no está instalada en esta estación</translation>
    </message>
    <message>
        <source>two lexicon files are called {name} with different word lists ({first}, {second}): remove the wrong one</source>
        <translation>dos archivos de léxico se llaman {name} con listas de palabras distintas ({first}, {second}): quite el erróneo</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>archivo no encontrado</translation>
    </message>
    <message>
        <source>is a folder, not a lexicon file</source>
        <translation>es una carpeta, no un archivo de léxico</translation>
    </message>
    <message>
        <source>cannot be read ({why})</source>
        <translation>no se puede leer ({why})</translation>
    </message>
    <message>
        <source>is larger than {limit} MB: not a lexicon file</source>
        <translation>ocupa más de {limit} MB: no es un archivo de léxico</translation>
    </message>
    <message>
        <source>checksum mismatch: the file is damaged or was altered; do not use it</source>
        <translation>la suma de comprobación no coincide: el archivo está dañado o fue alterado; no lo use</translation>
    </message>
    <message>
        <source>{why}; do not use this file</source>
        <translation>{why}; no use este archivo</translation>
    </message>
    <message>
        <source>the file was altered; do not use it</source>
        <translation>el archivo fue alterado; no lo use</translation>
    </message>
    <message>
        <source>its word graph does not match the digest in its header: {altered}</source>
        <translation>su grafo de palabras no coincide con el resumen de su encabezado: {altered}</translation>
    </message>
    <message>
        <source>word graph is unreadable ({why})</source>
        <translation>el grafo de palabras es ilegible ({why})</translation>
    </message>
    <message>
        <source>holds {found} words but its header says {count}</source>
        <translation>contiene {found} palabras, pero su encabezado indica {count}</translation>
    </message>
    <message>
        <source>holds no words; do not use it</source>
        <translation>no contiene ninguna palabra; no lo use</translation>
    </message>
    <message>
        <source>its words do not match its fingerprint: {altered}</source>
        <translation>sus palabras no coinciden con su huella: {altered}</translation>
    </message>
    <message>
        <source>its words are {shortest}-{longest} letters long but its header says {least}-{most}: {altered}</source>
        <translation>sus palabras tienen de {shortest} a {longest} letras, pero su encabezado indica de {least} a {most}: {altered}</translation>
    </message>
    <message>
        <source>header is unreadable; the file is damaged</source>
        <translation>el encabezado es ilegible; el archivo está dañado</translation>
    </message>
    <message>
        <source>made by a newer lexicon-build (format {version}); update this station's software</source>
        <translation>creado con un lexicon-build más reciente (formato {version}); actualice el software de este puesto</translation>
    </message>
    <message>
        <source>its alphabet is invalid: {why}</source>
        <translation>su alfabeto no es válido: {why}</translation>
    </message>
    <message>
        <source>header lacks or garbles {what}</source>
        <translation>al encabezado le falta {what} o lo tiene dañado</translation>
    </message>
    <message>
        <source>file is truncated (it ends inside the header)</source>
        <translation>el archivo está truncado (termina dentro del encabezado)</translation>
    </message>
    <message>
        <source>not a lexicon file (build one from a word list with lexicon-build)</source>
        <translation>no es un archivo de léxico (créelo a partir de una lista de palabras con lexicon-build)</translation>
    </message>
    <message>
        <source>file is truncated (copy it again from the original)</source>
        <translation>el archivo está truncado (cópielo de nuevo desde el original)</translation>
    </message>
    <message>
        <source>its header length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>el campo de longitud del encabezado está dañado (el resto del archivo está completo); no lo use, cópielo de nuevo desde el original</translation>
    </message>
    <message>
        <source>its header length field is damaged and the file is incomplete; copy it again from the original</source>
        <translation>el campo de longitud del encabezado está dañado y el archivo está incompleto; cópielo de nuevo desde el original</translation>
    </message>
    <message>
        <source>its word graph length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>el campo de longitud del grafo de palabras está dañado (el resto del archivo está completo); no lo use, cópielo de nuevo desde el original</translation>
    </message>
    <message>
        <source>file has unexpected bytes at its end; it is damaged</source>
        <translation>el archivo tiene bytes inesperados al final; está dañado</translation>
    </message>
    <message>
        <source>its word graph makes the reader loop (no answer in {seconds} s): the file is damaged or forged; do not use it</source>
        <translation>su grafo de palabras deja al lector en un bucle (sin respuesta en {seconds} s): el archivo está dañado o falsificado; no lo use</translation>
    </message>
    <message>
        <source>cannot be checked: {why}</source>
        <translation>no se puede comprobar: {why}</translation>
    </message>
    <message>
        <source>its word graph crashes the reader ({signal}): the file is damaged or forged; do not use it</source>
        <translation>su grafo de palabras hace fallar al lector ({signal}): el archivo está dañado o falsificado; no lo use</translation>
    </message>
    <message>
        <source>signal {number}</source>
        <translation>señal {number}</translation>
    </message>
    <message>
        <source>refused by the lexicon check</source>
        <translation>rechazado por la comprobación del léxico</translation>
    </message>
</context>
<context>
    <name>LexiconsTab</name>
    <message numerus="yes">
        <source>Installed {lexicon}: %n word(s), fingerprint {fingerprint}.</source>
        <translation>
            <numerusform>{lexicon} instalado: %n palabra, huella {fingerprint}.</numerusform>
            <numerusform>{lexicon} instalado: %n palabras, huella {fingerprint}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{stage}: %n word(s)</source>
        <translation>
            <numerusform>{stage}: %n palabra</numerusform>
            <numerusform>{stage}: %n palabras</numerusform>
        </translation>
    </message>
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
        <source>Import failed: nothing was installed.</source>
        <translation>La importación falló: no se instaló nada.</translation>
    </message>
    <message numerus="yes">
        <source>{division} now judges with {lexicon} (%n word(s), fingerprint {fingerprint}).</source>
        <translation>
            <numerusform>{division} juzga ahora con {lexicon} (%n palabra, huella {fingerprint}).</numerusform>
            <numerusform>{division} juzga ahora con {lexicon} (%n palabras, huella {fingerprint}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{division} still judges with ENABLE: {why}</source>
        <translation>{division} sigue juzgando con ENABLE: {why}</translation>
    </message>
    <message>
        <source>No division judges with {lexicon}: choose it for a division in the Profiles and rules tab.</source>
        <translation>Ninguna categoría juzga con {lexicon}: elíjalo para una categoría en la pestaña Perfiles y reglas.</translation>
    </message>
    <message>
        <source>Not switched</source>
        <translation>Sin cambio</translation>
    </message>
</context>
<context>
    <name>Pin</name>
    <message>
        <source>the PIN needs at least {least} characters</source>
        <translation>el PIN necesita al menos {least} caracteres</translation>
    </message>
    <message>
        <source>the PIN may not start or end with a space</source>
        <translation>el PIN no puede empezar ni terminar con un espacio</translation>
    </message>
    <message>
        <source>the PIN may have at most {most} characters</source>
        <translation>el PIN puede tener como máximo {most} caracteres</translation>
    </message>
    <message>
        <source>the PIN holds a control or invisible character, which no keyboard types</source>
        <translation>el PIN contiene un carácter de control o invisible, que ningún teclado escribe</translation>
    </message>
    <message>
        <source>PIN accepted</source>
        <translation>PIN aceptado</translation>
    </message>
    <message>
        <source>Wrong PIN. {wait}</source>
        <translation>PIN incorrecto. {wait}</translation>
    </message>
    <message>
        <source>Wrong PIN. 1 more try before a wait.</source>
        <translation>PIN incorrecto. Queda 1 intento antes de una espera.</translation>
    </message>
    <message>
        <source>Wrong PIN. {left} more tries before a wait.</source>
        <translation>PIN incorrecto. Quedan {left} intentos antes de una espera.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {minutes} min {seconds} s.</source>
        <translation>Demasiados PIN incorrectos: vuelva a intentarlo dentro de {minutes} min {seconds} s.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {seconds} s.</source>
        <translation>Demasiados PIN incorrectos: vuelva a intentarlo dentro de {seconds} s.</translation>
    </message>
    <message>
        <source>No PIN can be checked: the station's settings file cannot be read. Fix or move station.toml on this computer.</source>
        <translation>No se puede comprobar ningún PIN: no se puede leer el archivo de ajustes de la estación. Repare o mueva station.toml en este ordenador.</translation>
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
        <translation>VÁLIDA</translation>
    </message>
    <message>
        <source>NO — UNACCEPTABLE</source>
        <translation>NO VÁLIDA</translation>
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
        <source>For comparison, {lexicon}: {verdict} (does not count)</source>
        <translation>A título comparativo, {lexicon}: {verdict} (no cuenta)</translation>
    </message>
    <message>
        <source>A director must clear this screen (director PIN)</source>
        <translation>Solo un árbitro puede borrar esta pantalla (con su PIN)</translation>
    </message>
    <message>
        <source>IS THIS YOUR GAME?</source>
        <translation>¿ES ESTA SU PARTIDA?</translation>
    </message>
    <message>
        <source>WHICH IS YOUR GAME?</source>
        <translation>¿CUÁL ES SU PARTIDA?</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two} ({first} first)</source>
        <translation>Tablero {board} · {one} contra {two} (empieza {first})</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two}</source>
        <translation>Tablero {board} · {one} contra {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two} ({first} first)</source>
        <translation>Ronda {round} · Mesa {table} · {one} contra {two} (empieza {first})</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Ronda {round} · Mesa {table} · {one} contra {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table}</source>
        <translation>Ronda {round} · Mesa {table}</translation>
    </message>
    <message>
        <source>The pairings have not been updated since {time}: check that this is your game.</source>
        <translation>Los emparejamientos no se actualizan desde las {time}: compruebe que esta es su partida.</translation>
    </message>
    <message>
        <source>The pairings say this game is already scored: check it is yours.</source>
        <translation>Según los emparejamientos, esta partida ya tiene resultado: compruebe que es la suya.</translation>
    </message>
    <message>
        <source>From the event's pairings.</source>
        <translation>Según los emparejamientos del torneo.</translation>
    </message>
    <message>
        <source>1 or Enter: yes, our game  ·  0: not our game (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 o Enter: sí, nuestra partida  ·  0: no es nuestra partida (seguir solo con el número de mesa)  ·  Esc: cambiar el número de mesa</translation>
    </message>
    <message>
        <source>1 or 2: our game  ·  0: neither (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 o 2: nuestra partida  ·  0: ninguna (seguir solo con el número de mesa)  ·  Esc: cambiar el número de mesa</translation>
    </message>
    <message>
        <source>1 to {last}: our game  ·  0: none of these (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 a {last}: nuestra partida  ·  0: ninguna (seguir solo con el número de mesa)  ·  Esc: cambiar el número de mesa</translation>
    </message>
    <message>
        <source>A DIRECTOR IS COMING</source>
        <translation>UN DIRECTOR ESTÁ EN CAMINO</translation>
    </message>
    <message>
        <source>NOBODY HAS ANSWERED YET</source>
        <translation>NADIE HA RESPONDIDO TODAVÍA</translation>
    </message>
    <message>
        <source>FETCH THE DIRECTOR</source>
        <translation>VAYAN A BUSCAR AL DIRECTOR</translation>
    </message>
    <message>
        <source>AN ADJUDICATOR HAS BEEN CALLED</source>
        <translation>SE HA LLAMADO A UN ÁRBITRO</translation>
    </message>
    <message>
        <source>AN ARBITER HAS BEEN CALLED</source>
        <translation>SE HA LLAMADO A UN ÁRBITRO</translation>
    </message>
    <message>
        <source>A WORD JUDGE HAS BEEN CALLED</source>
        <translation>SE HA LLAMADO A UN JUEZ DE PALABRAS</translation>
    </message>
    <message>
        <source>Your call was answered. Stay at the station.</source>
        <translation>Su llamada fue atendida. Quédense en el puesto.</translation>
    </message>
    <message>
        <source>Nobody has answered yet: fetch the director. The other player stays here.</source>
        <translation>Nadie ha respondido todavía: vaya a buscar al director. El otro jugador se queda aquí.</translation>
    </message>
    <message>
        <source>This station cannot call anyone: one player fetches the director, the other stays here. The call is recorded.</source>
        <translation>Este puesto no puede avisar a nadie: un jugador va a buscar al director, el otro se queda aquí. La llamada queda registrada.</translation>
    </message>
    <message>
        <source>Stay at the station: the call is on the directors' screen.</source>
        <translation>Quédense en el puesto: la llamada está en la pantalla de los directores.</translation>
    </message>
    <message>
        <source>{key}: the adjudicator is here, back to the station</source>
        <translation>{key}: el árbitro ya está aquí, volver al puesto</translation>
    </message>
    <message>
        <source>{key}: the arbiter is here, back to the station</source>
        <translation>{key}: el árbitro ya está aquí, volver al puesto</translation>
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
        <source>Something unexpected happened: {message}. It was recorded. A director's PIN (Ctrl+Alt+Shift+D) clears this screen.</source>
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
        <source>"{word}": {reason}</source>
        <translation>"{word}": {reason}</translation>
    </message>
    <message>
        <source>"{word}" is too short: a word has at least {least} letters</source>
        <translation>"{word}" es demasiado corta: una palabra tiene al menos {least} letras</translation>
    </message>
    <message>
        <source>Too short: a word has at least {least} letters</source>
        <translation>Demasiado corta: una palabra tiene al menos {least} letras</translation>
    </message>
    <message>
        <source>"{word}" has {letters} letters: a word has at most {most}</source>
        <translation>"{word}" tiene {letters} letras: una palabra tiene como máximo {most}</translation>
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
    <message>
        <source>The audit log cannot be written: {why}. Nothing is judged.</source>
        <translation>No se puede escribir en el registro de auditoría: {why}. No se juzga nada.</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: {why}</source>
        <translation>No se puede abrir el registro de auditoría: {why}</translation>
    </message>
    <message>
        <source>The station's id cannot be read or written in {home}: {why}</source>
        <translation>No se puede leer ni escribir el identificador del puesto en {home}: {why}</translation>
    </message>
    <message>
        <source>Station settings file: {why}</source>
        <translation>Archivo de ajustes del puesto: {why}</translation>
    </message>
    <message>
        <source>waiting for {lexicon} from the head director (event plan {serial})</source>
        <translation>esperando {lexicon} del director del torneo (plan {serial})</translation>
    </message>
    <message>
        <source>event plan {serial} has ended: waiting for the next plan from the head director</source>
        <translation>el plan {serial} del torneo ha terminado: esperando el siguiente plan del director del torneo</translation>
    </message>
</context>
<context>
    <name>ProfilesTab</name>
    <message numerus="yes">
        <source>{lexicon} (%n word(s), {fingerprint})</source>
        <translation>
            <numerusform>{lexicon} (%n palabra, {fingerprint})</numerusform>
            <numerusform>{lexicon} (%n palabras, {fingerprint})</numerusform>
        </translation>
    </message>
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
        <source>Players' language</source>
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
        <source>Clock: {said}</source>
        <translation>Reloj: {said}</translation>
    </message>
    <message>
        <source>The event plan sets this division's list and rule: {lexicon}, {rule}, from plan {serial}</source>
        <translation>El plan del evento fija la lista y la regla de esta categoría: {lexicon}, {rule}, según el plan {serial}</translation>
    </message>
    <message>
        <source>Rule: {source}</source>
        <translation>Regla: {source}</translation>
    </message>
    <message>
        <source>Check this rule against your event's own rules before the first round.</source>
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
    <name>Relay</name>
    <message>
        <source>station {station}: {difference}</source>
        <translation>puesto {station}: {difference}</translation>
    </message>
    <message>
        <source>diverged at record {seq}: {message}</source>
        <translation>diverge en la entrada {seq}: {message}</translation>
    </message>
    <message>
        <source>the central log pinned another signing key for this station (station-key.pem was replaced or copied from another station)</source>
        <translation>el registro central tiene fijada otra clave de firma para este puesto (station-key.pem se sustituyó o se copió de otro puesto)</translation>
    </message>
    <message>
        <source>record {seq} is missing from this station</source>
        <translation>falta la entrada {seq} en este puesto</translation>
    </message>
    <message>
        <source>record {seq} does not link to record {previous}</source>
        <translation>la entrada {seq} no enlaza con la entrada {previous}</translation>
    </message>
    <message>
        <source>record {seq}: {reason}</source>
        <translation>entrada {seq}: {reason}</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Audit report: {where}</source>
        <translation>Informe de auditoría: {where}</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>con anotación</translation>
    </message>
    <message>
        <source>out play</source>
        <translation>jugada de cierre</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>salto de reloj</translation>
    </message>
    <message>
        <source>new record {receipt}.</source>
        <translation>nueva entrada {receipt}.</translation>
    </message>
    <message>
        <source>manual lookup: {result}.</source>
        <translation>consulta manual: {result}.</translation>
    </message>
    <message>
        <source>{points} points off the {player}.</source>
        <translation>{points} puntos descontados al {player}.</translation>
    </message>
    <message>
        <source>compensated: {what}.</source>
        <translation>compensado: {what}.</translation>
    </message>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation>(sobre seq {seq}, puesto {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(sobre la entrada {record})</translation>
    </message>
    <message>
        <source>seq {seq}</source>
        <translation>seq {seq}</translation>
    </message>
    <message>
        <source>UTC (the stations' UTC offsets differ)</source>
        <translation>UTC (los puestos tienen desfases UTC distintos)</translation>
    </message>
    <message>
        <source>local time, {offset}</source>
        <translation>hora local, {offset}</translation>
    </message>
    <message>
        <source>Adjudications per day ({clock})</source>
        <translation>Juicios por día ({clock})</translation>
    </message>
    <message>
        <source>Adjudications per hour ({clock})</source>
        <translation>Juicios por hora ({clock})</translation>
    </message>
    <message>
        <source>{acceptable} acceptable · {unacceptable} unacceptable</source>
        <translation>válida: {acceptable} · no válida: {unacceptable}</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Generado</translation>
    </message>
    <message>
        <source>Stations</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>de {first} a {last}</translation>
    </message>
    <message>
        <source>no records</source>
        <translation>sin entradas</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <source>{records} ({adjudications} adjudications: {acceptable} acceptable, {unacceptable} unacceptable; {events} events)</source>
        <translation>{records} ({adjudications} juicios: válida {acceptable}, no válida {unacceptable}; {events} eventos)</translation>
    </message>
    <message>
        <source>Flagged items</source>
        <translation>Entradas con alerta</translation>
    </message>
    <message>
        <source>Clock jumps</source>
        <translation>Saltos de reloj</translation>
    </message>
    <message>
        <source>Chain verification</source>
        <translation>Verificación de la cadena</translation>
    </message>
    <message>
        <source>not checked for this report</source>
        <translation>no verificada para este informe</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s) checked</source>
        <translation>
            <numerusform>Cadena intacta: %n entrada verificada</numerusform>
            <numerusform>Cadena intacta: %n entradas verificadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n adjudication(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n juicio no listado aquí: {command} exporta todos los registros.</numerusform>
            <numerusform>… %n juicios no listados aquí: {command} exporta todos los registros.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n event(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n evento no listado aquí: {command} exporta todos los registros.</numerusform>
            <numerusform>… %n eventos no listados aquí: {command} exporta todos los registros.</numerusform>
        </translation>
    </message>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>ROTA en seq {seq} (puesto {station}): {kind} — {problem}</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by lexicon</source>
        <translation>Válidas y no válidas por léxico</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by challenge rule</source>
        <translation>Válidas y no válidas por regla de impugnación</translation>
    </message>
    <message>
        <source>No adjudications in this report.</source>
        <translation>No hay juicios en este informe.</translation>
    </message>
    <message>
        <source>Flagged items ({count})</source>
        <translation>Entradas con alerta ({count})</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Seq</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Texto escrito / detalles</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Alertas</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Anotaciones</translation>
    </message>
    <message>
        <source>The first {shown} of {count} flagged items are listed; {command} --flagged exports them all.</source>
        <translation>Se listan los primeros {shown} de {count} elementos señalados; {command} --flagged los exporta todos.</translation>
    </message>
    <message>
        <source>Nothing flagged or annotated.</source>
        <translation>Ninguna entrada con alerta ni anotación.</translation>
    </message>
    <message>
        <source>Clock jumps ({count})</source>
        <translation>Saltos de reloj ({count})</translation>
    </message>
    <message>
        <source>A record dated earlier than the record before it in its station's chain, or later than the moment this report was made, or (on the central copy) later than the server received it: the station's clock was wrong or was changed. Its place in the chain, not its date, says when it was made.</source>
        <translation>Un registro fechado antes que el anterior en la cadena de su estación, o después del momento en que se hizo este informe, o (en la copia central) después de que el servidor lo recibiera: el reloj de la estación estaba mal o se cambió. Su lugar en la cadena, no su fecha, dice cuándo se hizo.</translation>
    </message>
    <message>
        <source>No clock jumps.</source>
        <translation>Sin saltos de reloj.</translation>
    </message>
    <message>
        <source>Adjudications ({count})</source>
        <translation>Juicios ({count})</translation>
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
        <translation>Regla</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Texto escrito</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Resultado por palabra</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Second opinion ({lexicon}): {verdict}</source>
        <translation>Segunda opinión ({lexicon}): {verdict}</translation>
    </message>
    <message>
        <source>after {receipt}</source>
        <translation>tras {receipt}</translation>
    </message>
    <message>
        <source>Station events ({count})</source>
        <translation>Eventos del puesto ({count})</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Per-word results are for directors and auditors; the station never shows players which word was unacceptable.</source>
        <translation>El resultado por palabra es para árbitros y auditores; el puesto nunca muestra a los jugadores qué palabra no era válida.</translation>
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
    <name>Rulings</name>
    <message>
        <source>Re-adjudicated</source>
        <translation>Juzgado de nuevo</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Resultado de la consulta manual</translation>
    </message>
    <message>
        <source>Improper-lookup penalty</source>
        <translation>Penalización por consulta indebida</translation>
    </message>
    <message>
        <source>Compensated (NSA IV.K.5)</source>
        <translation>Compensado (NSA IV.K.5)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Overturned by manual lookup</source>
        <translation>Revocado por consulta manual</translation>
    </message>
    <message>
        <source>Game joined from the final pairings</source>
        <translation>Partida asociada según los emparejamientos finales</translation>
    </message>
    <message>
        <source>unknown ruling {category}; choose one of: {choices}</source>
        <translation>resolución desconocida {category}; elija una de: {choices}</translation>
    </message>
    <message>
        <source>write a note: what happened, and who decided it</source>
        <translation>escriba una nota: qué pasó y quién lo decidió</translation>
    </message>
    <message>
        <source>the note is longer than {most} characters</source>
        <translation>la nota tiene más de {most} caracteres</translation>
    </message>
    <message>
        <source>give the receipt of the new adjudication, e.g. GK-0042</source>
        <translation>indique el código del nuevo juicio, p. ej. GK-0042</translation>
    </message>
    <message>
        <source>no adjudication in this log has the receipt {receipt}: give the receipt the station showed with the new verdict</source>
        <translation>ningún juicio de este registro tiene el código {receipt}: indique el código que la estación mostró con el nuevo veredicto</translation>
    </message>
    <message>
        <source>{receipt} is the receipt of the record ruled on: give the receipt of the new adjudication</source>
        <translation>{receipt} es el código del registro sobre el que se resuelve: indique el código del nuevo juicio</translation>
    </message>
    <message>
        <source>the manual lookup result is ACCEPTABLE or UNACCEPTABLE</source>
        <translation>el resultado de la consulta manual es VÁLIDA o NO VÁLIDA</translation>
    </message>
    <message>
        <source>say which player is penalised: challenger or challenged</source>
        <translation>indique qué jugador se penaliza: el impugnador o el impugnado</translation>
    </message>
    <message>
        <source>the penalty is a number of points from 1 to 100 (usually 10)</source>
        <translation>la penalización es un número de puntos del 1 al 100 (normalmente 10)</translation>
    </message>
    <message>
        <source>say what was compensated (points, a turn, time)</source>
        <translation>indique qué se compensó (puntos, un turno, tiempo)</translation>
    </message>
    <message>
        <source>new record {receipt}</source>
        <translation>nueva entrada {receipt}</translation>
    </message>
    <message>
        <source>manual lookup: {result}</source>
        <translation>consulta manual: {result}</translation>
    </message>
    <message>
        <source>{points} points off the challenger</source>
        <translation>{points} puntos descontados al impugnador</translation>
    </message>
    <message>
        <source>{points} points off the challenged</source>
        <translation>{points} puntos descontados al jugador impugnado</translation>
    </message>
    <message>
        <source>{points} points off the {player}</source>
        <translation>{points} puntos descontados ({player})</translation>
    </message>
    <message>
        <source>compensated: {compensated}</source>
        <translation>compensado: {compensated}</translation>
    </message>
</context>
<context>
    <name>Runtime</name>
    <message>
        <source>Profile {name}: {problem}</source>
        <translation>Perfil {name}: {problem}</translation>
    </message>
    <message>
        <source>Not in contact with the head director since {time}</source>
        <translation>Sin contacto con el director del torneo desde las {time}</translation>
    </message>
    <message>
        <source>Not in contact with the head director</source>
        <translation>Sin contacto con el director del torneo</translation>
    </message>
</context>
<context>
    <name>SettingsTab</name>
    <message>
        <source>Relay: off (no central log set).</source>
        <translation>Reenvío: desactivado (no hay registro central configurado).</translation>
    </message>
    <message>
        <source>Relay: stopped, this station's log and the central copy differ (run 'challenge-kiosk audit compare'). {differences}</source>
        <translation>Reenvío: detenido, el registro de este puesto y la copia central difieren (ejecute 'challenge-kiosk audit compare'). {differences}</translation>
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
    <message>
        <source>Short sound on the verdict</source>
        <translation>Sonido breve con el veredicto</translation>
    </message>
    <message>
        <source>Say the verdict aloud in the division's language (a sound if no voice)</source>
        <translation>Veredicto en voz alta, en el idioma de la categoría (o un sonido)</translation>
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
        <source>Replace the station's profiles and settings with the last station file that loaded cleanly?</source>
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
    <name>Storage</name>
    <message>
        <source>Open to other users, and the station cannot make them private: {files}. Give them to the station's user, or set their modes as an administrator.</source>
        <translation>Accesibles para otros usuarios, y el puesto no puede hacerlos privados: {files}. Asígnelos al usuario del puesto o cambie sus permisos como administrador.</translation>
    </message>
</context>
<context>
    <name>Unrecorded</name>
    <message>
        <source>line {line}: {why}</source>
        <translation>línea {line}: {why}</translation>
    </message>
    <message>
        <source>line {line}: written by an older version or incomplete</source>
        <translation>línea {line}: escrita por una versión anterior o incompleta</translation>
    </message>
    <message>
        <source>unreadable line</source>
        <translation>línea ilegible</translation>
    </message>
    <message>
        <source>{file} cannot be read ({why}); nothing in it was changed</source>
        <translation>{file} no se puede leer ({why}); no se ha cambiado nada en él</translation>
    </message>
    <message>
        <source>{added} added to the log as late records.</source>
        <translation>{added} añadidos al registro como entradas tardías.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log.</source>
        <translation>{added} añadidos al registro como entradas tardías; {already} ya estaban en el registro.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {kept} kept in {file}: {problems}.</source>
        <translation>{added} añadidos al registro como entradas tardías; {kept} conservados en {file}: {problems}.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log, {kept} kept in {file}: {problems}.</source>
        <translation>{added} añadidos al registro como entradas tardías; {already} ya estaban en el registro; {kept} conservados en {file}: {problems}.</translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <translation>{first}; {rest}</translation>
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
    <message numerus="yes">
        <source>%n verdict(s) were shown to players while the audit log could not record them. Each keeps the time it was shown; adding them marks them as late records in the chain.</source>
        <translation>
            <numerusform>Se mostró %n veredicto a los jugadores mientras el registro de auditoría no podía anotarlo. Conserva la hora en que se mostró; al añadirlo, queda marcado como entrada tardía en la cadena.</numerusform>
            <numerusform>Se mostraron %n veredictos a los jugadores mientras el registro de auditoría no podía anotarlos. Cada uno conserva la hora en que se mostró; al añadirlos, quedan marcados como entradas tardías en la cadena.</numerusform>
        </translation>
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
<context>
    <name>Words</name>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
</context>
</TS>
