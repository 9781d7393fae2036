<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>ActionBar</name>
    <message>
        <source>Verify chain</source>
        <translation>Vérifier la chaîne</translation>
    </message>
    <message>
        <source>Add note...</source>
        <translation>Ajouter une note...</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation>Exporter {format}</translation>
    </message>
    <message>
        <source>Folder...</source>
        <translation>Dossier...</translation>
    </message>
    <message>
        <source>Language of exported reports and CSV files</source>
        <translation>Langue des rapports et fichiers CSV exportés</translation>
    </message>
    <message>
        <source>Export as stored (English, column ids)</source>
        <translation>Exporter tel quel (anglais, identifiants de colonnes)</translation>
    </message>
    <message>
        <source>Export in {language}</source>
        <translation>Exporter : {language}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Chain not checked yet</source>
        <translation>Chaîne pas encore vérifiée</translation>
    </message>
    <message>
        <source>Working: {task}…</source>
        <translation>En cours : {task}…</translation>
    </message>
    <message>
        <source>Working: {task}… {done} of {total}</source>
        <translation>En cours : {task}… {done} sur {total}</translation>
    </message>
</context>
<context>
    <name>Alphabet</name>
    <message>
        <source>Catalan</source>
        <translation>catalan</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>néerlandais</translation>
    </message>
    <message>
        <source>English</source>
        <translation>anglais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>français</translation>
    </message>
    <message>
        <source>German</source>
        <translation>allemand</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>norvégien</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>polonais</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>espagnol</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>suédois</translation>
    </message>
</context>
<context>
    <name>AnnotationDialog</name>
    <message>
        <source>Add a ruling or note to seq {seq}</source>
        <translation>Ajouter une décision ou une note à seq {seq}</translation>
    </message>
    <message>
        <source>receipt of the new adjudication, e.g. GK-0042</source>
        <translation>reçu du nouveau jugement, p. ex. GK-0042</translation>
    </message>
    <message>
        <source>the challenger</source>
        <translation>le contestant</translation>
    </message>
    <message>
        <source>the challenged player</source>
        <translation>le joueur contesté</translation>
    </message>
    <message>
        <source>what was compensated: points, a turn, time</source>
        <translation>ce qui a été compensé : points, tour, temps</translation>
    </message>
    <message>
        <source>What happened, and who decided it</source>
        <translation>Ce qui s’est passé, et qui l’a décidé</translation>
    </message>
    <message>
        <source>Add to the log</source>
        <translation>Ajouter au journal</translation>
    </message>
    <message>
        <source>Record: seq {seq}, receipt {receipt}, {time}, {typed_or_kind}</source>
        <translation>Enregistrement : seq {seq}, reçu {receipt}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Record: seq {seq}, {time}, {typed_or_kind}</source>
        <translation>Enregistrement : seq {seq}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Ruling:</source>
        <translation>Décision :</translation>
    </message>
    <message>
        <source>New receipt:</source>
        <translation>Nouveau reçu :</translation>
    </message>
    <message>
        <source>Manual lookup result:</source>
        <translation>Résultat de la vérification manuelle :</translation>
    </message>
    <message>
        <source>Penalised player:</source>
        <translation>Joueur pénalisé :</translation>
    </message>
    <message>
        <source>Points off:</source>
        <translation>Points retirés :</translation>
    </message>
    <message>
        <source>Compensated:</source>
        <translation>Compensé :</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Note :</translation>
    </message>
</context>
<context>
    <name>Audit</name>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation>(sur seq {seq}, borne {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(sur l’enregistrement {record})</translation>
    </message>
    <message>
        <source>ACCEPTABLE</source>
        <translation>VALABLE</translation>
    </message>
    <message>
        <source>UNACCEPTABLE</source>
        <translation>NON VALABLE</translation>
    </message>
    <message>
        <source>acceptable</source>
        <translation>valable</translation>
    </message>
    <message>
        <source>unacceptable</source>
        <translation>non valable</translation>
    </message>
    <message>
        <source>possible split lookup (NSA IV.J.2)</source>
        <translation>jugement fractionné possible (NSA IV.J.2)</translation>
    </message>
    <message>
        <source>re-adjudication</source>
        <translation>nouveau jugement</translation>
    </message>
    <message>
        <source>second opinion differs</source>
        <translation>second avis divergent</translation>
    </message>
    <message>
        <source>ended without a stop</source>
        <translation>terminée sans arrêt</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Reçu</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Seq</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Identifiant d’événement</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Borne</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Nom de la borne</translation>
    </message>
    <message>
        <source>Recorded at (UTC)</source>
        <translation>Enregistré à (UTC)</translation>
    </message>
    <message>
        <source>UTC offset</source>
        <translation>Décalage UTC</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Lexique</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Empreinte</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Règle de contestation</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Saisie</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Mots</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Résultats par mot</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Conséquence</translation>
    </message>
    <message>
        <source>Points to the challenged player</source>
        <translation>Points au joueur contesté</translation>
    </message>
    <message>
        <source>Loses the turn</source>
        <translation>Perd son tour</translation>
    </message>
    <message>
        <source>Out play</source>
        <translation>Coup final</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Signalements</translation>
    </message>
    <message>
        <source>Split lookup of</source>
        <translation>Jugement fractionné de</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Se rapporte à</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>previous session ended without a stop</source>
        <translation>session précédente terminée sans arrêt</translation>
    </message>
    <message>
        <source>back to the division chooser</source>
        <translation>retour au choix de la division</translation>
    </message>
    <message>
        <source>event joined</source>
        <translation>tournoi rejoint</translation>
    </message>
    <message>
        <source>event plan accepted</source>
        <translation>plan du tournoi accepté</translation>
    </message>
    <message>
        <source>event plan refused</source>
        <translation>plan du tournoi refusé</translation>
    </message>
    <message>
        <source>event plan applied</source>
        <translation>plan du tournoi appliqué</translation>
    </message>
    <message>
        <source>word judge call acknowledged</source>
        <translation>appel d’arbitre pris en charge</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>challenger</source>
        <translation>contestant</translation>
    </message>
    <message>
        <source>challenged player</source>
        <translation>joueur contesté</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>jugement</translation>
    </message>
    <message>
        <source>kiosk started</source>
        <translation>borne démarrée</translation>
    </message>
    <message>
        <source>kiosk stopped</source>
        <translation>borne arrêtée</translation>
    </message>
    <message>
        <source>director login succeeded</source>
        <translation>connexion directeur réussie</translation>
    </message>
    <message>
        <source>director login failed</source>
        <translation>connexion directeur échouée</translation>
    </message>
    <message>
        <source>director logout</source>
        <translation>déconnexion directeur</translation>
    </message>
    <message>
        <source>lexicon switched</source>
        <translation>lexique changé</translation>
    </message>
    <message>
        <source>lexicon installed</source>
        <translation>lexique installé</translation>
    </message>
    <message>
        <source>lexicon removed</source>
        <translation>lexique retiré</translation>
    </message>
    <message>
        <source>lexicon refused</source>
        <translation>lexique refusé</translation>
    </message>
    <message>
        <source>rule changed</source>
        <translation>règle modifiée</translation>
    </message>
    <message>
        <source>profile changed</source>
        <translation>profil modifié</translation>
    </message>
    <message>
        <source>settings changed</source>
        <translation>réglages modifiés</translation>
    </message>
    <message>
        <source>export made</source>
        <translation>exportation effectuée</translation>
    </message>
    <message>
        <source>audit verified</source>
        <translation>journal vérifié</translation>
    </message>
    <message>
        <source>kiosk exit</source>
        <translation>sortie de la borne</translation>
    </message>
    <message>
        <source>annotation</source>
        <translation>annotation</translation>
    </message>
    <message>
        <source>self test</source>
        <translation>autotest</translation>
    </message>
    <message>
        <source>log migrated</source>
        <translation>journal migré</translation>
    </message>
    <message>
        <source>permissions repaired</source>
        <translation>permissions réparées</translation>
    </message>
    <message>
        <source>unrecorded acknowledged</source>
        <translation>verdict non enregistré acquitté</translation>
    </message>
    <message>
        <source>unrecorded imported</source>
        <translation>verdicts non enregistrés importés</translation>
    </message>
    <message>
        <source>unexpected error</source>
        <translation>erreur inattendue</translation>
    </message>
    <message>
        <source>entry withdrawn</source>
        <translation>saisie effacée</translation>
    </message>
    <message>
        <source>split warning declined</source>
        <translation>alerte de jugement fractionné : retour</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>arbitre appelé</translation>
    </message>
    <message>
        <source>word judge arrived</source>
        <translation>arbitre arrivé</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>décision</translation>
    </message>
    <message>
        <source>central diverged</source>
        <translation>divergence avec le journal central</translation>
    </message>
    <message>
        <source>Receipt referred to</source>
        <translation>Reçu concerné</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Rule cited</source>
        <translation>Règle citée</translation>
    </message>
    <message>
        <source>Penalised player</source>
        <translation>Joueur pénalisé</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Points de pénalité</translation>
    </message>
    <message>
        <source>New receipt</source>
        <translation>Nouveau reçu</translation>
    </message>
    <message>
        <source>Compensated</source>
        <translation>Compensé</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Résultat de la vérification manuelle</translation>
    </message>
    <message>
        <source>Clock jump</source>
        <translation>Saut d’horloge</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>saut d’horloge</translation>
    </message>
</context>
<context>
    <name>AuditChain</name>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>ROMPUE à seq {seq} (borne {station}) : {kind} — {problem}</translation>
    </message>
    <message>
        <source>its contents do not match its hash (the record was changed after it was written)</source>
        <translation>son contenu ne correspond pas à son hachage (l’enregistrement a été modifié après son écriture)</translation>
    </message>
    <message>
        <source>its stored text is not a valid record</source>
        <translation>son texte stocké n’est pas un enregistrement valide</translation>
    </message>
    <message>
        <source>its {column} column ({value}) differs from the record ({expected})</source>
        <translation>sa colonne {column} ({value}) diffère de l’enregistrement ({expected})</translation>
    </message>
    <message>
        <source>it does not link to record {previous} (it was put in later, or record {previous} was edited and re-hashed)</source>
        <translation>il n’est pas chaîné à l’enregistrement {previous} (il a été inséré après coup, ou l’enregistrement {previous} a été modifié puis haché à nouveau)</translation>
    </message>
    <message>
        <source>a second record claims sequence number {seq}</source>
        <translation>un second enregistrement revendique le numéro de séquence {seq}</translation>
    </message>
    <message>
        <source>record {first} is missing (the next record present is {seq})</source>
        <translation>l’enregistrement {first} manque (le suivant présent est {seq})</translation>
    </message>
    <message>
        <source>records {first} to {last} are missing (the next record present is {seq})</source>
        <translation>les enregistrements {first} à {last} manquent (le suivant présent est {seq})</translation>
    </message>
    <message>
        <source>sequence number {seq} is not valid</source>
        <translation>le numéro de séquence {seq} n’est pas valide</translation>
    </message>
    <message>
        <source>it was stored after records that follow it in the chain</source>
        <translation>il a été stocké après des enregistrements qui le suivent dans la chaîne</translation>
    </message>
    <message>
        <source>records are stored out of sequence order from here on</source>
        <translation>à partir d’ici, les enregistrements ne sont plus stockés dans l’ordre des numéros de séquence</translation>
    </message>
</context>
<context>
    <name>AuditDetails</name>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>{local_time} (UTC {utc_time})</source>
        <translation>{local_time} (UTC {utc_time})</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Borne</translation>
    </message>
    <message>
        <source>{station_name} ({station_id}), seq {seq}</source>
        <translation>{station_name} ({station_id}), seq {seq}</translation>
    </message>
    <message>
        <source>Kind</source>
        <comment>the kind of audit record</comment>
        <translation>Type</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Lexique</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Saisie</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Mots</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Résultats par mot</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Conséquence</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Second avis</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Signalements</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no flags</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Se rapporte à</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Identifiant d’événement</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hachage</translation>
    </message>
    <message>
        <source>seq {seq} ({kind})</source>
        <translation>seq {seq} ({kind})</translation>
    </message>
    <message>
        <source>record {event_id}…</source>
        <translation>enregistrement {event_id}…</translation>
    </message>
    <message>
        <source>FLAGGED: {flags}</source>
        <translation>SIGNALÉ : {flags}</translation>
    </message>
    <message>
        <source>Record seq {seq}</source>
        <translation>Enregistrement seq {seq}</translation>
    </message>
    <message>
        <source>Annotations ({count})</source>
        <translation>Annotations ({count})</translation>
    </message>
    <message>
        <source>{time}, seq {seq}</source>
        <translation>{time}, seq {seq}</translation>
    </message>
    <message>
        <source>None. Use “Add note...” to add one.</source>
        <translation>Aucune. Utilisez « Ajouter une note... » pour en ajouter une.</translation>
    </message>
</context>
<context>
    <name>AuditJobs</name>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Seq</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Saisie / détails</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Signalements</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Borne</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Lexique</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>annoté</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s)</source>
        <translation>
            <numerusform>Chaîne intacte : %n enregistrement</numerusform>
            <numerusform>Chaîne intacte : %n enregistrements</numerusform>
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
        <translation>rapport HTML</translation>
    </message>
</context>
<context>
    <name>AuditTab</name>
    <message>
        <source>Select a record to see its details.</source>
        <translation>Sélectionnez un enregistrement pour voir ses détails.</translation>
    </message>
    <message>
        <source>Reading the log</source>
        <translation>Lecture du journal</translation>
    </message>
    <message>
        <source>{shown} shown · {flagged} flagged</source>
        <translation>{shown} affichés · {flagged} signalés</translation>
    </message>
    <message>
        <source>The log cannot be read: {error}</source>
        <translation>Le journal ne peut pas être lu : {error}</translation>
    </message>
    <message>
        <source>{task}: cancelled.</source>
        <translation>{task} : opération annulée.</translation>
    </message>
    <message>
        <source>Checking the chain…</source>
        <translation>Vérification de la chaîne…</translation>
    </message>
    <message>
        <source>Checking the chain</source>
        <translation>Vérification de la chaîne</translation>
    </message>
    <message>
        <source>Cannot check the log: {error}</source>
        <translation>Impossible de vérifier le journal : {error}</translation>
    </message>
    <message>
        <source>Note added to seq {seq} (recorded as seq {note_seq}).</source>
        <translation>Note ajoutée à seq {seq} (enregistrée sous seq {note_seq}).</translation>
    </message>
    <message>
        <source>The note was not saved: {error}</source>
        <translation>La note n’a pas été enregistrée : {error}</translation>
    </message>
    <message>
        <source>Saving the note on seq {seq}…</source>
        <translation>Enregistrement de la note sur seq {seq}…</translation>
    </message>
    <message>
        <source>Saving the note</source>
        <translation>Enregistrement de la note</translation>
    </message>
    <message>
        <source>Exporting {format}…</source>
        <translation>Exportation {format}…</translation>
    </message>
    <message>
        <source>Exporting {format}</source>
        <translation>Exportation {format}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}</source>
        <translation>
            <numerusform>%n enregistrement exporté vers {path}</numerusform>
            <numerusform>%n enregistrements exportés vers {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}, but the log could not record the export</source>
        <translation>
            <numerusform>%n enregistrement exporté vers {path}, mais le journal n’a pas pu enregistrer l’exportation</numerusform>
            <numerusform>%n enregistrements exportés vers {path}, mais le journal n’a pas pu enregistrer l’exportation</numerusform>
        </translation>
    </message>
    <message>
        <source>{format} export cancelled; no file was kept.</source>
        <translation>Exportation {format} annulée ; aucun fichier n’a été conservé.</translation>
    </message>
    <message>
        <source>{format} export failed: {error}</source>
        <translation>Échec de l’exportation {format} : {error}</translation>
    </message>
    <message>
        <source>Export folder</source>
        <translation>Dossier d’exportation</translation>
    </message>
    <message>
        <source>Exports go to {folder}</source>
        <translation>Dossier des exportations : {folder}</translation>
    </message>
</context>
<context>
    <name>CentralLog</name>
    <message>
        <source>signed head of station {station} at record {seq} ({signed_at})</source>
        <translation>tête signée de la borne {station} à l’enregistrement {seq} ({signed_at})</translation>
    </message>
    <message>
        <source>{where}: the signature does not verify</source>
        <translation>{where} : la signature n’est pas valide</translation>
    </message>
    <message>
        <source>{where}: signed with another key than the station's pinned key ({key}… instead of {pin}…)</source>
        <translation>{where} : signée avec une autre clé que celle retenue pour la borne ({key}… au lieu de {pin}…)</translation>
    </message>
    <message>
        <source>{where}: record {seq} is no longer in the central log</source>
        <translation>{where} : l’enregistrement {seq} n’est plus dans le journal central</translation>
    </message>
    <message>
        <source>{where}: record {seq} in the central log differs from the one the station signed (the central copy was changed)</source>
        <translation>{where} : l’enregistrement {seq} du journal central diffère de celui que la borne a signé (la copie centrale a été modifiée)</translation>
    </message>
</context>
<context>
    <name>Changes</name>
    <message>
        <source>station name</source>
        <translation>le nom de la borne</translation>
    </message>
    <message>
        <source>judge key</source>
        <translation>la touche de jugement</translation>
    </message>
    <message>
        <source>verdict shown (s)</source>
        <translation>la durée d’affichage du verdict (s)</translation>
    </message>
    <message>
        <source>clear unjudged words after (s)</source>
        <translation>le délai d’effacement des mots non jugés (s)</translation>
    </message>
    <message>
        <source>split-lookup window (s)</source>
        <translation>la fenêtre de jugement fractionné (s)</translation>
    </message>
    <message>
        <source>font scale</source>
        <translation>l’échelle du texte</translation>
    </message>
    <message>
        <source>sound on the verdict</source>
        <translation>le signal sonore au verdict</translation>
    </message>
    <message>
        <source>central log</source>
        <translation>le journal central</translation>
    </message>
    <message>
        <source>receipt prefix</source>
        <translation>le préfixe des reçus</translation>
    </message>
    <message>
        <source>director mode language</source>
        <translation>la langue du mode directeur</translation>
    </message>
    <message>
        <source>large print and high contrast</source>
        <translation>les gros caractères et le contraste élevé</translation>
    </message>
    <message>
        <source>verdict said aloud</source>
        <translation>l’annonce vocale du verdict</translation>
    </message>
    <message>
        <source>word-judge key</source>
        <translation>la touche d’appel à l’arbitre</translation>
    </message>
    <message>
        <source>the colour band</source>
        <translation>la bande de couleur</translation>
    </message>
    <message>
        <source>the second-opinion lexicon</source>
        <translation>le lexique de second avis</translation>
    </message>
    <message>
        <source>who sees the second opinion</source>
        <translation>la visibilité du second avis</translation>
    </message>
    <message>
        <source>asking the table number</source>
        <translation>la demande du numéro de table</translation>
    </message>
    <message>
        <source>asking how many words</source>
        <translation>la demande du nombre de mots</translation>
    </message>
    <message>
        <source>the federation preset</source>
        <translation>le préréglage de fédération</translation>
    </message>
    <message>
        <source>the players' language</source>
        <translation>la langue des joueurs</translation>
    </message>
    <message>
        <source>the lexicon credit line</source>
        <translation>la mention du lexique</translation>
    </message>
    <message>
        <source>{name} (not usable: {problem})</source>
        <translation>{name} (inutilisable : {problem})</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n word(s), fingerprint {fingerprint})</source>
        <translation>
            <numerusform>{name} (%n mot, empreinte {fingerprint})</numerusform>
            <numerusform>{name} (%n mots, empreinte {fingerprint})</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch {profile} from {old} to {new}.</source>
        <translation>Modifier le lexique de {profile} : {old} → {new}.</translation>
    </message>
    <message>
        <source>Change the rule of {profile} from {old} to {new}.</source>
        <translation>Modifier la règle de {profile} : {old} → {new}.</translation>
    </message>
    <message>
        <source>Add profile {profile}: lexicon {lexicon}, {rule}, colour {colour}, second opinion {second}.</source>
        <translation>Ajouter le profil {profile} : lexique {lexicon}, {rule}, couleur {colour}, second avis {second}.</translation>
    </message>
    <message>
        <source>Change {label} of {profile} from {old} to {new}.</source>
        <translation>Modifier {label} de {profile} : {old} → {new}.</translation>
    </message>
    <message>
        <source>Remove profile {profile}.</source>
        <translation>Supprimer le profil {profile}.</translation>
    </message>
    <message>
        <source>Put the profiles in this order: {order}.</source>
        <translation>Mettre les profils dans cet ordre : {order}.</translation>
    </message>
    <message>
        <source>Change the {label} from {old} to {new}.</source>
        <translation>Modifier {label} : {old} → {new}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>none (log kept locally)</source>
        <translation>aucun (journal conservé localement)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
</context>
<context>
    <name>Config</name>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where} : {problem}</translation>
    </message>
    <message>
        <source>{where}: {key}</source>
        <translation>{where} : {key}</translation>
    </message>
    <message>
        <source>profile {number}</source>
        <translation>profil {number}</translation>
    </message>
    <message>
        <source>profile {name}</source>
        <translation>profil {name}</translation>
    </message>
    <message>
        <source>{where} name</source>
        <translation>nom du {where}</translation>
    </message>
    <message>
        <source>[{section}] {key} must be a number, not {value}</source>
        <translation>[{section}] {key} doit être un nombre, pas {value}</translation>
    </message>
    <message>
        <source>[{section}] {key} = {value} is out of range ({low} to {high})</source>
        <translation>[{section}] {key} = {value} est hors limites ({low} à {high})</translation>
    </message>
    <message>
        <source>[{section}] {key} must be text in quotes, not {value}</source>
        <translation>[{section}] {key} doit être du texte entre guillemets, pas {value}</translation>
    </message>
    <message>
        <source>{what} contains an invisible character (U+{code}); type the name again</source>
        <translation>{what} contient un caractère invisible (U+{code}) ; retapez le nom</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} characters</source>
        <translation>{what} dépasse {limit} caractères</translation>
    </message>
    <message>
        <source>{where} contains spaces or invisible characters</source>
        <translation>{where} contient des espaces ou des caractères invisibles</translation>
    </message>
    <message>
        <source>{where} {value} is not a database address; write e.g. {example}</source>
        <translation>{where} {value} n’est pas une adresse de base de données ; écrivez p. ex. {example}</translation>
    </message>
    <message>
        <source>{where} must be a PostgreSQL address (postgresql+psycopg://...), not {driver}; write e.g. {example}</source>
        <translation>{where} doit être une adresse PostgreSQL (postgresql+psycopg://...), pas {driver} ; écrivez p. ex. {example}</translation>
    </message>
    <message>
        <source>{where}: the driver {driver} is not installed on stations; write postgresql+psycopg://...</source>
        <translation>{where} : le pilote {driver} n’est pas installé sur les bornes ; écrivez postgresql+psycopg://...</translation>
    </message>
    <message>
        <source>{where} names no server; write e.g. {example}</source>
        <translation>{where} n’indique aucun serveur ; écrivez p. ex. {example}</translation>
    </message>
    <message>
        <source>{where} names no database; write e.g. {example}</source>
        <translation>{where} n’indique aucune base de données ; écrivez p. ex. {example}</translation>
    </message>
    <message>
        <source>{where}: {host} is not a server name (letters, digits, dots and dashes, at most 63 between two dots and 253 in all) or an IP address</source>
        <translation>{where} : {host} n’est ni un nom de serveur (lettres, chiffres, points et tirets, 63 au plus entre deux points et 253 en tout) ni une adresse IP</translation>
    </message>
    <message>
        <source>{where}: port {port} is out of range (1 to 65535)</source>
        <translation>{where} : le port {port} est hors limites (1 à 65535)</translation>
    </message>
    <message>
        <source>[settings] unknown settings: {names}</source>
        <translation>[settings] réglages inconnus : {names}</translation>
    </message>
    <message>
        <source>[station] unknown keys: {names}</source>
        <translation>[station] clés inconnues : {names}</translation>
    </message>
    <message>
        <source>{problem}. The station keeps its log locally until this is fixed.</source>
        <translation>{problem}. La borne conserve son journal localement jusqu’à ce que ce soit corrigé.</translation>
    </message>
    <message>
        <source>[settings] {key} must be true or false, not {value}</source>
        <translation>[settings] {key} doit valoir true ou false, pas {value}</translation>
    </message>
    <message>
        <source>it types into the words</source>
        <translation>elle sert à saisir les mots</translation>
    </message>
    <message>
        <source>it is not a key the station knows</source>
        <translation>ce n’est pas une touche connue de la borne</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} cannot judge ({why}); choose one of: {keys}</source>
        <translation>[settings] judge_key {key} ne peut pas juger ({why}) ; choisissez parmi : {keys}</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} is not a key that cannot type; choose one of: {keys}, or "" for none</source>
        <translation>[settings] word_judge_key {key} doit être une touche qui ne saisit aucun caractère ; choisissez parmi : {keys}, ou "" pour aucune</translation>
    </message>
    <message>
        <source>[settings] receipt_prefix {value} must be 1 to 3 of the letters {letters} (no I, L, O, S or Z, which read as digits on a slip)</source>
        <translation>[settings] receipt_prefix {value} doit compter de 1 à 3 des lettres {letters} (ni I, L, O, S ou Z, qui se lisent comme des chiffres sur un bulletin)</translation>
    </message>
    <message>
        <source>{problem}. The station uses the default ({default}) until this is fixed; judging is not affected.</source>
        <translation>{problem}. La borne utilise la valeur par défaut ({default}) jusqu’à ce que ce soit corrigé ; les jugements n’en sont pas affectés.</translation>
    </message>
    <message>
        <source>letters derived from the station's id</source>
        <translation>des lettres tirées de l’identifiant de la borne</translation>
    </message>
    <message>
        <source>no credit line</source>
        <translation>aucune mention du lexique</translation>
    </message>
    <message>
        <source>{where} must be a [[profiles]] table</source>
        <translation>{where} doit être une table [[profiles]]</translation>
    </message>
    <message>
        <source>{where}: unknown keys: {names}</source>
        <translation>{where} : clés inconnues : {names}</translation>
    </message>
    <message>
        <source>{where} needs a name</source>
        <translation>{where} doit avoir un nom</translation>
    </message>
    <message>
        <source>{where}: unknown challenge rule {rule}; choose one of: {rules}</source>
        <translation>{where} : règle de contestation inconnue {rule} ; choisissez parmi : {rules}</translation>
    </message>
    <message>
        <source>{where}: colour must look like #2f6fdb, not {colour}</source>
        <translation>{where} : la couleur doit s’écrire comme #2f6fdb, pas {colour}</translation>
    </message>
    <message>
        <source>{where} needs a lexicon</source>
        <translation>{where} doit avoir un lexique</translation>
    </message>
    <message>
        <source>{where}: fingerprint must be the 64 lowercase hex digits `lexicon-build info` prints, not {value}</source>
        <translation>{where} : fingerprint doit être les 64 chiffres hexadécimaux en minuscules qu’affiche `lexicon-build info`, pas {value}</translation>
    </message>
    <message>
        <source>{where}: lexicon {lexicon} is a lexicon name, not a path</source>
        <translation>{where} : le lexique {lexicon} doit être désigné par son nom, pas par un chemin</translation>
    </message>
    <message>
        <source>{where}: {key} must be true or false, not {value}</source>
        <translation>{where} : {key} doit valoir true ou false, pas {value}</translation>
    </message>
    <message>
        <source>{where}: second_opinion_shown must be "director" (the log and director mode only) or "players", not {value}</source>
        <translation>{where} : second_opinion_shown doit valoir "director" (journal et mode directeur seulement) ou "players", pas {value}</translation>
    </message>
    <message>
        <source>[station] and [settings] must be tables</source>
        <translation>[station] et [settings] doivent être des tables</translation>
    </message>
    <message>
        <source>profiles must be written as [[profiles]] tables</source>
        <translation>les profils doivent s’écrire sous forme de tables [[profiles]]</translation>
    </message>
    <message>
        <source>two profiles have the same name</source>
        <translation>deux profils portent le même nom</translation>
    </message>
    <message>
        <source>at most {most} profiles (F1 to F{most}: F12 marks the out play)</source>
        <translation>{most} profils au plus (F1 à F{most} : F12 signale le coup final)</translation>
    </message>
    <message>
        <source>unknown sections: {names}</source>
        <translation>sections inconnues : {names}</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} chooses profile {profile}; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} choisit le profil {profile} ; choisissez une autre touche de jugement (d’ordinaire Tab)</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} already marks the out play; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} signale déjà le coup final ; choisissez une autre touche de jugement (Tab est l’habituelle)</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already judges</source>
        <translation>[settings] word_judge_key {key} sert déjà à juger</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already marks the out play</source>
        <translation>[settings] word_judge_key {key} signale déjà le coup final</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already chooses profile {number}</source>
        <translation>[settings] word_judge_key {key} choisit déjà le profil {number}</translation>
    </message>
    <message>
        <source>{problem}; choose another key, or "" for none</source>
        <translation>{problem} ; choisissez une autre touche, ou "" pour aucune</translation>
    </message>
    <message>
        <source>{problem}: the station has no word-judge key until this is fixed.</source>
        <translation>{problem} : la borne n’a pas de touche d’appel à l’arbitre tant que ce n’est pas corrigé.</translation>
    </message>
    <message>
        <source>[director] must be a table</source>
        <translation>[director] doit être une table</translation>
    </message>
    <message>
        <source>[director] unknown keys: {names}</source>
        <translation>[director] clés inconnues : {names}</translation>
    </message>
    <message>
        <source>[director] pin_hash must be text</source>
        <translation>[director] pin_hash doit être du texte</translation>
    </message>
    <message>
        <source>[director] pin_hash is not a PIN hash written by the station; set the PIN again with: challenge-kiosk director set-pin</source>
        <translation>[director] pin_hash n’est pas un hachage de code PIN écrit par la borne ; redéfinissez le code PIN avec : challenge-kiosk director set-pin</translation>
    </message>
    <message>
        <source>{file} is a folder, not a settings file</source>
        <translation>{file} est un dossier, pas un fichier de réglages</translation>
    </message>
    <message>
        <source>{file} cannot be read: {why}</source>
        <translation>{file} ne peut pas être lu : {why}</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes: not a station file</source>
        <translation>{file} dépasse {limit} octets : ce n’est pas un fichier de borne</translation>
    </message>
    <message>
        <source>{file} is not UTF-8 text ({why})</source>
        <translation>{file} n’est pas du texte UTF-8 ({why})</translation>
    </message>
    <message>
        <source>{file} is not valid TOML: {why}</source>
        <translation>{file} n’est pas un fichier TOML valide : {why}</translation>
    </message>
    <message>
        <source>{file} is empty: it holds no settings and no profiles</source>
        <translation>{file} est vide : il ne contient aucun réglage ni aucun profil</translation>
    </message>
    <message>
        <source>{file} cannot be updated until it is fixed: {why}</source>
        <translation>{file} ne peut pas être mis à jour tant qu’il n’est pas corrigé : {why}</translation>
    </message>
    <message>
        <source>{file} cannot be written: {why}</source>
        <translation>{file} ne peut pas être écrit : {why}</translation>
    </message>
</context>
<context>
    <name>Consequence</name>
    <message>
        <source>The play comes off the board and scores zero. The challenged player loses the turn.</source>
        <translation>Le coup est retiré de la grille et ne marque aucun point. Le joueur contesté perd son tour.</translation>
    </message>
    <message>
        <source>The play stands. This was the play that ended the game: there is no penalty for challenging it.</source>
        <translation>Le coup est maintenu. C’était le coup qui a terminé la partie : le contester n’entraîne aucune pénalité.</translation>
    </message>
    <message>
        <source>The play stands. The challenger loses the turn.</source>
        <translation>Le coup est maintenu. Le contestant perd son tour.</translation>
    </message>
    <message>
        <source>The play stands. No penalty: the challenger does not lose the turn.</source>
        <translation>Le coup est maintenu. Pas de pénalité : le contestant ne perd pas son tour.</translation>
    </message>
</context>
<context>
    <name>DirectorMode</name>
    <message>
        <source>Something unexpected happened and was recorded: {error}</source>
        <translation>Un incident imprévu s’est produit et a été enregistré : {error}</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Erreur inattendue</translation>
    </message>
    <message>
        <source>Exit the kiosk now? Players cannot use it.</source>
        <translation>Quitter la borne maintenant ? Les joueurs ne pourront plus l’utiliser.</translation>
    </message>
    <message>
        <source>Exit kiosk</source>
        <translation>Quitter la borne</translation>
    </message>
    <message>
        <source>Not exited</source>
        <translation>Sortie impossible</translation>
    </message>
    <message>
        <source>The audit log cannot record the exit.</source>
        <translation>Le journal d’audit ne peut pas enregistrer la sortie.</translation>
    </message>
</context>
<context>
    <name>DirectorPanel</name>
    <message>
        <source>Leaves by itself after 2 minutes without input.</source>
        <translation>Se ferme automatiquement après 2 minutes d’inactivité.</translation>
    </message>
    <message>
        <source>Back to the station</source>
        <translation>Retour à la borne</translation>
    </message>
    <message>
        <source>Acknowledge: I am going</source>
        <translation>Pris en charge : j’y vais</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: see the station screen for the reason.</source>
        <translation>Le journal d’audit ne peut pas être ouvert : la raison est affichée sur l’écran de la borne.</translation>
    </message>
    <message>
        <source>Profiles and rules</source>
        <translation>Profils et règles</translation>
    </message>
    <message>
        <source>Lexicons</source>
        <translation>Lexiques</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Journal d’audit</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Non enregistrés</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Director mode · Station {station}</source>
        <translation>Mode directeur · Borne {station}</translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) shown while the log could not record them: see the 'Not recorded' tab.</source>
        <translation>
            <numerusform>%n verdict affiché alors que le journal ne pouvait pas l’enregistrer : voir l’onglet « Non enregistrés ».</numerusform>
            <numerusform>%n verdicts affichés alors que le journal ne pouvait pas les enregistrer : voir l’onglet « Non enregistrés ».</numerusform>
        </translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>table {table}</translation>
    </message>
    <message>
        <source>Players called a word judge at {time} ({where}).</source>
        <translation>Des joueurs ont appelé un arbitre à {time} ({where}).</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>aucune série choisie</translation>
    </message>
</context>
<context>
    <name>DirectorService</name>
    <message>
        <source>No central log is set: this station keeps its log only locally.</source>
        <translation>Aucun journal central configuré : cette borne conserve son journal uniquement en local.</translation>
    </message>
    <message>
        <source>Not usable: {why}</source>
        <translation>Inutilisable : {why}</translation>
    </message>
    <message>
        <source>Not a database address: {why}</source>
        <translation>Ce n’est pas une adresse de base de données : {why}</translation>
    </message>
    <message>
        <source>This station cannot talk to that kind of database: {why}</source>
        <translation>Cette borne ne peut pas communiquer avec ce type de base de données : {why}</translation>
    </message>
    <message>
        <source>The central log did not answer: {why}</source>
        <translation>Le journal central n’a pas répondu : {why}</translation>
    </message>
    <message>
        <source>Connected to the central log.</source>
        <translation>Connecté au journal central.</translation>
    </message>
    <message>
        <source>{why}. Nothing was changed.</source>
        <translation>{why}. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>Profile {profile}: {problem}. Nothing was changed.</source>
        <translation>Profil {profile} : {problem}. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>the station file could not be written: {why}</source>
        <translation>le fichier de la borne n’a pas pu être écrit : {why}</translation>
    </message>
    <message>
        <source>not changed: the audit log cannot record it ({why})</source>
        <translation>non modifié : le journal d’audit ne peut pas l’enregistrer ({why})</translation>
    </message>
    <message>
        <source>no earlier good station file was kept on this station</source>
        <translation>aucun fichier de borne valide antérieur n’a été conservé sur cette borne</translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation>Refusé : {why}</translation>
    </message>
    <message>
        <source>Refused: {why} (the refusal could not be recorded in the audit log: {problem})</source>
        <translation>Refusé : {why} (le refus n’a pas pu être enregistré dans le journal d’audit : {problem})</translation>
    </message>
    <message>
        <source>the name {name} is reserved for the built-in lexicon</source>
        <translation>le nom {name} est réservé au lexique intégré</translation>
    </message>
    <message>
        <source>a different lexicon called {name} is installed ({fingerprint}); remove it first or give this one another name</source>
        <translation>un autre lexique nommé {name} est déjà installé ({fingerprint}) ; retirez-le d’abord ou donnez un autre nom à celui-ci</translation>
    </message>
    <message>
        <source>not installed: {target} cannot be written ({why})</source>
        <translation>non installé : {target} ne peut pas être écrit ({why})</translation>
    </message>
    <message>
        <source>not installed: the audit log cannot record it ({why})</source>
        <translation>non installé : le journal d’audit ne peut pas l’enregistrer ({why})</translation>
    </message>
    <message>
        <source>{name} is in use by: {profiles}. Switch them first.</source>
        <translation>{name} est utilisé par : {profiles}. Changez d’abord leur lexique.</translation>
    </message>
    <message>
        <source>the built-in ENABLE lexicon cannot be removed</source>
        <translation>le lexique intégré ENABLE ne peut pas être retiré</translation>
    </message>
    <message>
        <source>not removed: the audit log cannot record it ({why})</source>
        <translation>non retiré : le journal d’audit ne peut pas l’enregistrer ({why})</translation>
    </message>
    <message>
        <source>the audit log is not open: nothing can be added yet</source>
        <translation>le journal d’audit n’est pas ouvert : rien ne peut encore être ajouté</translation>
    </message>
    <message>
        <source>the waiting verdicts cannot be read or moved: {why}</source>
        <translation>les verdicts en attente ne peuvent être ni lus ni déplacés : {why}</translation>
    </message>
</context>
<context>
    <name>ExitTab</name>
    <message>
        <source>Exit the kiosk to reach the computer's desktop. The exit is recorded in the audit log. Players cannot use this station until it is started again.</source>
        <translation>Quittez la borne pour accéder au bureau de l’ordinateur. La sortie est enregistrée dans le journal d’audit. Les joueurs ne pourront plus utiliser cette borne avant son redémarrage.</translation>
    </message>
    <message>
        <source>Exit kiosk…</source>
        <translation>Quitter la borne…</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>From</source>
        <comment>the first day shown</comment>
        <translation>Du</translation>
    </message>
    <message>
        <source>to</source>
        <comment>the last day shown</comment>
        <translation>au</translation>
    </message>
    <message>
        <source>Any</source>
        <comment>any verdict</comment>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <translation>Valable</translation>
    </message>
    <message>
        <source>Unacceptable</source>
        <translation>Non valable</translation>
    </message>
    <message>
        <source>All</source>
        <comment>records of every kind</comment>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Jugements</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Flagged only</source>
        <translation>Signalés seulement</translation>
    </message>
    <message>
        <source>words typed</source>
        <translation>mots tapés</translation>
    </message>
    <message>
        <source>Kind:</source>
        <comment>the kind of audit record</comment>
        <translation>Type :</translation>
    </message>
    <message>
        <source>Station:</source>
        <translation>Borne :</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil :</translation>
    </message>
    <message>
        <source>Lexicon:</source>
        <translation>Lexique :</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Verdict :</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Rechercher :</translation>
    </message>
    <message>
        <source>Any station</source>
        <translation>Toutes les bornes</translation>
    </message>
    <message>
        <source>Any profile</source>
        <translation>Tous les profils</translation>
    </message>
    <message>
        <source>Any lexicon</source>
        <translation>Tous les lexiques</translation>
    </message>
</context>
<context>
    <name>Fleet</name>
    <message>
        <source>heartbeat body unreadable ({reason})</source>
        <translation>contenu du signal illisible ({reason})</translation>
    </message>
    <message>
        <source>{count} characters, more than {most}</source>
        <translation>{count} caractères (maximum {most})</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>pas un objet</translation>
    </message>
    <message>
        <source>cannot judge</source>
        <translation>ne peut pas juger</translation>
    </message>
    <message>
        <source>a division cannot judge</source>
        <translation>une division ne peut pas juger</translation>
    </message>
    <message>
        <source>its central copy differs</source>
        <translation>sa copie centrale diffère</translation>
    </message>
    <message>
        <source>not signed yet</source>
        <translation>pas encore signée</translation>
    </message>
    <message>
        <source>signed up to record {seq}</source>
        <translation>signée jusqu’à l’enregistrement {seq}</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: {division} expects {lexicon} ({fingerprint}, %n word(s))</source>
        <translation>
            <numerusform>discordance : {division} attend {lexicon} ({fingerprint}, %n mot)</numerusform>
            <numerusform>discordance : {division} attend {lexicon} ({fingerprint}, %n mots)</numerusform>
        </translation>
    </message>
    <message>
        <source>mismatch: {division} expects {lexicon} ({fingerprint})</source>
        <translation>discordance : {division} attend {lexicon} ({fingerprint})</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: %n adjudication(s) in {division} with {lexicon} ({fingerprint}); {source} says {wanted} ({wanted_fingerprint})</source>
        <translation>
            <numerusform>écart : %n jugement en {division} avec {lexicon} ({fingerprint}) ; {source} prévoit {wanted} ({wanted_fingerprint})</numerusform>
            <numerusform>écart : %n jugements en {division} avec {lexicon} ({fingerprint}) ; {source} prévoit {wanted} ({wanted_fingerprint})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no heartbeat: known from its records (%n adjudication(s))</source>
        <translation>
            <numerusform>aucun signal de vie : connue par ses enregistrements (%n jugement)</numerusform>
            <numerusform>aucun signal de vie : connue par ses enregistrements (%n jugements)</numerusform>
        </translation>
    </message>
    <message>
        <source>forged heartbeat at {time} ({why}): ignored, the card shows the station's own</source>
        <translation>signal de vie falsifié à {time} ({why}) : ignoré, la fiche montre celui de la borne</translation>
    </message>
    <message>
        <source>heartbeat not verified: no signed chain head of this station yet</source>
        <translation>signal de vie non vérifié : aucune tête de chaîne signée de cette borne pour l’instant</translation>
    </message>
    <message>
        <source>on the plan's roster; nothing received from it</source>
        <translation>sur la liste du plan ; rien reçu d’elle</translation>
    </message>
    <message>
        <source>last record: {kind}</source>
        <translation>dernier enregistrement : {kind}</translation>
    </message>
    <message>
        <source>clock {count} min fast</source>
        <translation>horloge en avance de {count} min</translation>
    </message>
    <message>
        <source>clock {count} min slow</source>
        <translation>horloge en retard de {count} min</translation>
    </message>
    <message>
        <source>clock {count} s fast</source>
        <translation>horloge en avance de {count} s</translation>
    </message>
    <message>
        <source>clock {count} s slow</source>
        <translation>horloge en retard de {count} s</translation>
    </message>
    <message>
        <source>{station}: {problem}</source>
        <translation>{station} : {problem}</translation>
    </message>
    <message>
        <source>mismatch: {what} has {kinds} word lists; this one is at {alike} of {stations} stations (another at {others})</source>
        <translation>discordance : {what} a {kinds} listes de mots différentes ; celle-ci est sur {alike} des {stations} bornes (une autre sur {others})</translation>
    </message>
    <message>
        <source>unreadable record</source>
        <translation>enregistrement illisible</translation>
    </message>
    <message>
        <source>NOT RECORDED at the time (added later)</source>
        <translation>NON ENREGISTRÉ sur le moment (ajouté plus tard)</translation>
    </message>
    <message>
        <source>possible split lookup</source>
        <translation>jugement fractionné possible</translation>
    </message>
    <message>
        <source>ruling: {title}</source>
        <translation>décision : {title}</translation>
    </message>
    <message>
        <source>earlier: {receipt}</source>
        <translation>précédent : {receipt}</translation>
    </message>
    <message>
        <source>earlier: {receipt}, {seconds} s before</source>
        <translation>précédent : {receipt}, {seconds} s avant</translation>
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
        <translation>saut d’horloge : {what}</translation>
    </message>
    <message>
        <source>game joined after the event</source>
        <translation>partie rattachée après le tournoi</translation>
    </message>
    <message>
        <source>The central log has no fleet tables yet ({error}): start a station that uses it, or run 'challenge-kiosk fleet expect' with the owner's address, to bring it up to date.</source>
        <translation>Le journal central n’a pas encore les tables du parc ({error}) : démarrez une borne qui l’utilise, ou lancez « challenge-kiosk fleet expect » avec l’adresse du propriétaire, pour le mettre à jour.</translation>
    </message>
    <message>
        <source>The central log cannot be read: {error}</source>
        <translation>Le journal central ne peut pas être lu : {error}</translation>
    </message>
    <message>
        <source>The central log cannot be searched: {error}</source>
        <translation>Impossible de chercher dans le journal central : {error}</translation>
    </message>
    <message>
        <source>No such record.</source>
        <translation>Enregistrement introuvable.</translation>
    </message>
    <message>
        <source>Too many wrong passwords: wait a minute.</source>
        <translation>Trop de mots de passe erronés : patientez une minute.</translation>
    </message>
    <message>
        <source>That form is too large.</source>
        <translation>Ce formulaire est trop volumineux.</translation>
    </message>
    <message>
        <source>Wrong password.</source>
        <translation>Mot de passe erroné.</translation>
    </message>
    <message>
        <source>{count} s ago</source>
        <translation>il y a {count} s</translation>
    </message>
    <message>
        <source>{count} min ago</source>
        <translation>il y a {count} min</translation>
    </message>
    <message>
        <source>That call is no longer open.</source>
        <translation>Cet appel n’est plus en attente.</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements: start it with --ack-central (see docs/central-roles.sql), or acknowledge at the station.</source>
        <translation>Cette page ne peut pas enregistrer de prise en charge : démarrez-la avec --ack-central (voir docs/central-roles.sql), ou prenez l’appel en charge à la borne.</translation>
    </message>
    <message>
        <source>The acknowledgement could not be recorded: {error}. Go to the station.</source>
        <translation>La prise en charge n’a pas pu être enregistrée : {error}. Allez à la borne.</translation>
    </message>
    <message>
        <source>{whole}.{tenth} h ago</source>
        <translation>il y a {whole},{tenth} h</translation>
    </message>
    <message>
        <source>No such export.</source>
        <translation>Cet export n’existe pas.</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Parc</translation>
    </message>
    <message>
        <source>Challenge stations</source>
        <translation>Bornes de contestation</translation>
    </message>
    <message>
        <source>Receipt code or word</source>
        <translation>Code de reçu ou mot</translation>
    </message>
    <message>
        <source>Search all stations</source>
        <translation>Chercher dans toutes les bornes</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <source>Search by player name</source>
        <translation>Chercher par nom de joueur</translation>
    </message>
    <message>
        <source>Find player</source>
        <translation>Trouver le joueur</translation>
    </message>
    <message>
        <source>Log out</source>
        <translation>Se déconnecter</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>hors ligne</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>occupée</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>director</source>
        <translation>mode directeur</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>pas prête</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêtée</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>absente</translation>
    </message>
    <message>
        <source>no heartbeat</source>
        <translation>aucun signal de vie</translation>
    </message>
    <message>
        <source>A player called a word judge</source>
        <translation>Un joueur a appelé un arbitre</translation>
    </message>
    <message>
        <source>Station {station}</source>
        <translation>Borne {station}</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>aucune série choisie</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>no table given</source>
        <translation>table non indiquée</translation>
    </message>
    <message>
        <source>called at {time}</source>
        <translation>appel à {time}</translation>
    </message>
    <message>
        <source>Acknowledge: I am going</source>
        <translation>Pris en charge : j’y vais</translation>
    </message>
    <message>
        <source>Forged heartbeats (ignored) for: {stations}</source>
        <translation>Signaux de vie falsifiés (ignorés) pour : {stations}</translation>
    </message>
    <message>
        <source>Offline: {stations}</source>
        <translation>Hors ligne : {stations}</translation>
    </message>
    <message>
        <source>On the plan's roster, never heard from: {stations}</source>
        <translation>Sur la liste du plan, jamais entendues : {stations}</translation>
    </message>
    <message>
        <source>Recording without a heartbeat: {stations}</source>
        <translation>Enregistrent sans signal de vie : {stations}</translation>
    </message>
    <message>
        <source>Waiting for a director: {stations}</source>
        <translation>En attente d’un directeur : {stations}</translation>
    </message>
    <message>
        <source>Stations: {count}, online: {online}, busy: {busy}.</source>
        <translation>Bornes : {count}, en ligne : {online}, occupées : {busy}.</translation>
    </message>
    <message>
        <source>Updated {time}; offline after {seconds} s without a heartbeat.</source>
        <translation>Mis à jour : {time} ; hors ligne après {seconds} s sans signal.</translation>
    </message>
    <message>
        <source>Event: {event} (chosen with --event).</source>
        <translation>Événement : {event} (choisi avec --event).</translation>
    </message>
    <message>
        <source>Event: {event} (the first published).</source>
        <translation>Événement : {event} (le premier publié).</translation>
    </message>
    <message>
        <source>Also published, not watched: {events} (choose with --event).</source>
        <translation>Aussi publiés, non suivis : {events} (choisir avec --event).</translation>
    </message>
    <message>
        <source>Event plan: {event}, serial {serial}, from {time} (UTC).</source>
        <translation>Plan du tournoi : {event}, numéro {serial}, depuis {time} (UTC).</translation>
    </message>
    <message>
        <source>Plan {serial}: in force since {time}</source>
        <translation>Plan {serial} : en vigueur depuis {time}</translation>
    </message>
    <message>
        <source>Plan {serial}: from {time} (in {minutes} min)</source>
        <translation>Plan {serial} : à partir de {time} (dans {minutes} min)</translation>
    </message>
    <message>
        <source>Plan {serial}: ended</source>
        <translation>Plan {serial} : terminé</translation>
    </message>
    <message>
        <source>Plan {serial}: superseded</source>
        <translation>Plan {serial} : remplacé</translation>
    </message>
    <message>
        <source>accepted by {accepted} of {stations} stations</source>
        <translation>accepté par {accepted} stations sur {stations}</translation>
    </message>
    <message>
        <source>{station} refused it ({reason})</source>
        <translation>{station} l’a refusé ({reason})</translation>
    </message>
    <message>
        <source>{stations} not yet</source>
        <translation>{stations} pas encore</translation>
    </message>
    <message>
        <source>Expected:</source>
        <translation>Attendu :</translation>
    </message>
    <message>
        <source>heartbeat {age}</source>
        <translation>dernier signal {age}</translation>
    </message>
    <message>
        <source>v{version}</source>
        <translation>v{version}</translation>
    </message>
    <message>
        <source>relay backlog {count}</source>
        <translation>relais en attente : {count}</translation>
    </message>
    <message>
        <source>last adjudication {time}</source>
        <translation>dernier jugement : {time}</translation>
    </message>
    <message>
        <source>cannot judge: {problem}</source>
        <translation>ne peut pas juger : {problem}</translation>
    </message>
    <message>
        <source>chain: {chain}</source>
        <translation>chaîne : {chain}</translation>
    </message>
    <message>
        <source>No station has sent a heartbeat yet. Stations send one every 15 s once their central log address is set.</source>
        <translation>Aucune borne n’a encore envoyé de signal. Les bornes en envoient un toutes les 15 s dès que l’adresse de leur journal central est configurée.</translation>
    </message>
    <message>
        <source>The same word, different verdicts</source>
        <translation>Le même mot, des verdicts différents</translation>
    </message>
    <message>
        <source>ACCEPTABLE at {where}</source>
        <translation>VALABLE à {where}</translation>
    </message>
    <message>
        <source>UNACCEPTABLE at {where}</source>
        <translation>NON VALABLE à {where}</translation>
    </message>
    <message>
        <source>Disputes by division and table</source>
        <translation>Litiges par division et par table</translation>
    </message>
    <message>
        <source>Flagged, newest first</source>
        <translation>Signalés, du plus récent au plus ancien</translation>
    </message>
    <message>
        <source>Player: {name}</source>
        <translation>Joueur : {name}</translation>
    </message>
    <message>
        <source>The players' names are still being read from the log: older records may be missing.</source>
        <translation>Les noms des joueurs sont encore en cours de lecture dans le journal : des enregistrements plus anciens peuvent manquer.</translation>
    </message>
    <message>
        <source>More than {count} records match, newest first.</source>
        <translation>Plus de {count} enregistrements correspondent, les plus récents d’abord.</translation>
    </message>
    <message>
        <source>Records that match: {count}, newest first.</source>
        <translation>Enregistrements correspondants : {count}, les plus récents d’abord.</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Les plus récents</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Plus anciens</translation>
    </message>
    <message>
        <source>Nothing flagged.</source>
        <translation>Rien de signalé.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n mot</numerusform>
            <numerusform>%n mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lexicon mismatch at %n station(s): {stations}</source>
        <translation>
            <numerusform>Lexique discordant sur %n borne : {stations}</numerusform>
            <numerusform>Lexique discordant sur %n bornes : {stations}</numerusform>
        </translation>
    </message>
    <message>
        <source>Needs attention: {count}</source>
        <translation>À examiner : {count}</translation>
    </message>
    <message>
        <source>Healthy stations {first}–{last} of {count}</source>
        <translation>Stations sans problème {first}–{last} sur {count}</translation>
    </message>
    <message>
        <source>Needs a ruling: judged with a superseded list after the plan's instant ({count})</source>
        <translation>À trancher : jugé avec une liste remplacée après l’instant du plan ({count})</translation>
    </message>
    <message>
        <source>judged with {lexicon}; {plan} says {wanted}</source>
        <translation>jugé avec {lexicon} ; {plan} dit {wanted}</translation>
    </message>
    <message>
        <source>Look-ups to check against the pairings ({count})</source>
        <translation>Consultations à vérifier selon les appariements ({count})</translation>
    </message>
    <message>
        <source>Download:</source>
        <translation>Télécharger :</translation>
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
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>Latest adjudications</source>
        <translation>Derniers jugements</translation>
    </message>
    <message>
        <source>No adjudication yet.</source>
        <translation>Aucun jugement pour l’instant.</translation>
    </message>
    <message>
        <source>Adjudications per hour ({count} in the last 12 hours)</source>
        <translation>Jugements par heure ({count} au cours des 12 dernières heures)</translation>
    </message>
    <message>
        <source>Adjudications per hour</source>
        <translation>Jugements par heure</translation>
    </message>
    <message>
        <source>Adjudications per hour and division</source>
        <translation>Jugements par heure et par division</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Jugements</translation>
    </message>
    <message>
        <source>Busiest stations</source>
        <translation>Bornes les plus actives</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Aucune pour l’instant.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Comptage…</translation>
    </message>
    <message>
        <source>Director login</source>
        <translation>Connexion du directeur</translation>
    </message>
    <message>
        <source>Head director</source>
        <translation>Directeur principal</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <source>The page lost its connection to the fleet server: the figures below may be old.</source>
        <translation>La page a perdu la connexion au serveur du parc : les chiffres ci-dessous sont peut-être périmés.</translation>
    </message>
    <message>
        <source>Click to enable the sound of calls</source>
        <translation>Cliquez pour activer le son des appels</translation>
    </message>
    <message>
        <source>Your name, for acknowledgements:</source>
        <translation>Votre nom, pour les prises en charge :</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements (no --ack-central): acknowledge at the station.</source>
        <translation>Cette page ne peut pas enregistrer de prise en charge (pas de --ack-central) : prenez l’appel en charge à la borne.</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Enregistrement</translation>
    </message>
    <message>
        <source>Search: {query}</source>
        <translation>Recherche : {query}</translation>
    </message>
    <message>
        <source>Type a receipt code from a challenge slip (e.g. GK-0042) or a word.</source>
        <translation>Tapez un code de reçu figurant sur un bulletin de contestation (p. ex. GK-0042) ou un mot.</translation>
    </message>
    <message>
        <source>No record matches.</source>
        <translation>Aucun enregistrement ne correspond.</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>arbitre appelé</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Ronde {round} · Table {table} · {one} contre {two}</translation>
    </message>
    <message>
        <source>{game} (joined after the event)</source>
        <translation>{game} (rattachée après le tournoi)</translation>
    </message>
    <message>
        <source>no game at Table {table} this round</source>
        <translation>aucune partie à la table {table} à cette ronde</translation>
    </message>
    <message>
        <source>look-up from a table with no game this round</source>
        <translation>consultation depuis une table sans partie à cette ronde</translation>
    </message>
    <message>
        <source>look-up from a game already scored</source>
        <translation>consultation pour une partie déjà saisie</translation>
    </message>
    <message>
        <source>{division} is rated {rating} in the pairings; judged with {lexicon}</source>
        <translation>{division} est classée {rating} dans les appariements ; jugée avec {lexicon}</translation>
    </message>
</context>
<context>
    <name>Health</name>
    <message>
        <source>Division {division}: {problem}</source>
        <translation>Division {division} : {problem}</translation>
    </message>
    <message>
        <source>relay: {error}</source>
        <translation>relais : {error}</translation>
    </message>
    <message>
        <source>relay stopped, {why}</source>
        <translation>relais arrêté, {why}</translation>
    </message>
</context>
<context>
    <name>Heartbeat</name>
    <message>
        <source>Fleet heartbeat: off (no central log set).</source>
        <translation>Suivi du parc : désactivé (aucun journal central configuré).</translation>
    </message>
    <message>
        <source>Fleet heartbeat: the central log is unreachable. Last error: {error}</source>
        <translation>Suivi du parc : journal central injoignable. Dernière erreur : {error}</translation>
    </message>
    <message>
        <source>Fleet heartbeat: connecting…</source>
        <translation>Suivi du parc : connexion…</translation>
    </message>
    <message>
        <source>Fleet heartbeat: sent {seconds} s ago.</source>
        <translation>Suivi du parc : signal envoyé il y a {seconds} s.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Type the challenged words first, then press {key}.</source>
        <translation>Tapez d’abord les mots contestés, puis appuyez sur {key}.</translation>
    </message>
    <message>
        <source>Correct the words marked in red, then press {key}.</source>
        <translation>Corrigez les mots marqués en rouge, puis appuyez sur {key}.</translation>
    </message>
    <message>
        <source>Choose your division first: press {keys}.</source>
        <translation>Choisissez d’abord votre division : appuyez sur {keys}.</translation>
    </message>
    <message>
        <source>NOT RECORDED: the director must acknowledge this verdict ({key}).</source>
        <translation>NON ENREGISTRÉ : le directeur du tournoi doit accuser réception de ce verdict ({key}).</translation>
    </message>
    <message>
        <source>{name} cannot be judged at this station now: call the director.</source>
        <translation>Impossible de juger {name} à cette borne pour le moment : appelez le directeur du tournoi.</translation>
    </message>
    <message>
        <source>Type the table number (1 to {most}) with the digit keys, then press Enter.</source>
        <translation>Tapez le numéro de table (1 à {most}) en chiffres (pavé numérique ou Maj + chiffre), puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Press 1 if this is your game, 0 if it is not.</source>
        <translation>Appuyez sur 1 si c’est votre partie, sur 0 sinon.</translation>
    </message>
    <message>
        <source>Press the number of your game ({keys}), or 0 if none of them is yours.</source>
        <translation>Appuyez sur le numéro de votre partie ({keys}), ou sur 0 si aucune n’est la vôtre.</translation>
    </message>
    <message>
        <source>Press a digit from 1 to {most}: how many words are challenged?</source>
        <translation>Appuyez sur un chiffre de 1 à {most} (pavé numérique ou Maj + chiffre) : combien de mots sont contestés ?</translation>
    </message>
    <message>
        <source>From now on {division} judges with {new} (it was {old}): the judge key judges with {new}.</source>
        <translation>Désormais, {division} juge avec {new} (c’était {old}) : la touche de jugement juge avec {new}.</translation>
    </message>
    <message>
        <source>Opening the audit log: the verdict follows in a moment.</source>
        <translation>Ouverture du journal d’audit : le verdict suit dans un instant.</translation>
    </message>
    <message>
        <source>That is as much as the station takes: {limit} characters.</source>
        <translation>La borne n’accepte pas plus de {limit} caractères.</translation>
    </message>
    <message>
        <source>{keys} or {last}</source>
        <translation>{keys} ou {last}</translation>
    </message>
    <message>
        <source>A table number has at most {digits} digits (1 to {most}): the {digit} after {typed} was not added.</source>
        <translation>Un numéro de table a au plus {digits} chiffres (1 à {most}) : le {digit} après {typed} n'a pas été ajouté.</translation>
    </message>
</context>
<context>
    <name>LexiconBuild</name>
    <message>
        <source>longer than {most} letters, so not a word</source>
        <translation>plus de {most} lettres, donc pas un mot</translation>
    </message>
    <message>
        <source>  {file}:{line}: {text}: {reason}</source>
        <translation>  {file}:{line} : {text} : {reason}</translation>
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
  ... et {more} autres</translation>
    </message>
    <message>
        <source>{file}: the word lists hold more than {most} entries, more than a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>{file} : les listes de mots contiennent plus de {most} entrées, plus que ne peut en contenir un lexique (les plus grandes listes publiées en comptent environ 3 millions)</translation>
    </message>
    <message>
        <source>{file}: {why}</source>
        <translation>{file} : {why}</translation>
    </message>
    <message>
        <source>{file}: {why} (read as {format})</source>
        <translation>{file} : {why} (lu au format {format})</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: {count}; fix them, or build with --skip-invalid to leave them out</source>
        <translation>lignes qui ne sont pas des mots de l’alphabet ({alphabet}) : {count} ; corrigez-les, ou relancez avec --skip-invalid pour les ignorer</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: more than {count}, so the build stopped reading; fix them, or build with --skip-invalid to leave them out (it reads every line and counts them)</source>
        <translation>lignes qui ne sont pas des mots de l’alphabet ({alphabet}) : plus de {count}, la lecture s’est donc arrêtée ; corrigez-les, ou relancez avec --skip-invalid pour les ignorer (toutes les lignes sont alors lues et comptées)</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines</source>
        <translation>{message}
{rejects}
  ... et d’autres : arrêt après {count} lignes incorrectes</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? try --alphabet {alphabet}</source>
        <translation>{message}
{rejects}
  ... et d’autres : arrêt après {count} lignes incorrectes ; cette liste est-elle dans un autre alphabet ? essayez --alphabet {alphabet}</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? every line read is a word of {alphabets} (--alphabet NAME)</source>
        <translation>{message}
{rejects}
  ... et d’autres : arrêt après {count} lignes incorrectes ; cette liste est-elle dans un autre alphabet ? chaque ligne lue est un mot de {alphabets} (--alphabet NOM)</translation>
    </message>
    <message>
        <source>no words found in the input</source>
        <translation>aucun mot trouvé dans les listes fournies</translation>
    </message>
    <message>
        <source>no words found in the input ({skipped} longer than {board} letters left out)</source>
        <translation>aucun mot trouvé dans les listes fournies (mots de plus de {board} lettres écartés : {skipped})</translation>
    </message>
    <message>
        <source>the lists hold {listed} words, not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>les listes contiennent {listed} mots, et non les {expected} attendus ; vérifiez que ce sont les bons fichiers (rien n’a été écrit)</translation>
    </message>
    <message>
        <source>the lists hold {listed} words ({skipped} longer than {board} letters left out), not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>les listes contiennent {listed} mots (mots de plus de {board} lettres écartés : {skipped}), et non les {expected} attendus ; vérifiez que ce sont les bons fichiers (rien n’a été écrit)</translation>
    </message>
    <message>
        <source>unknown input format {name}; known: {known}</source>
        <translation>format d’entrée inconnu {name} ; formats connus : {known}</translation>
    </message>
    <message>
        <source>the file is in no known word-list format</source>
        <translation>le fichier n’est dans aucun format de liste de mots connu</translation>
    </message>
    <message>
        <source>the word graph ends in the middle of a node ({stray} stray bytes); the file is truncated or damaged</source>
        <translation>le graphe de mots s’arrête au milieu d’un nœud ({stray} octets en trop) ; le fichier est tronqué ou endommagé</translation>
    </message>
    <message>
        <source>the file is too short to be a Quackle lexicon (truncated?)</source>
        <translation>le fichier est trop court pour être un lexique Quackle (tronqué ?)</translation>
    </message>
    <message>
        <source>Quackle lexicon format version {version} is not supported (only version 1)</source>
        <translation>la version {version} du format de lexique Quackle n’est pas prise en charge (seule la version 1 l’est)</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is unreadable; the file is damaged or not a Quackle lexicon</source>
        <translation>la lettre {number} de l’alphabet du fichier est illisible ; le fichier est endommagé ou n’est pas un lexique Quackle</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is not UTF-8 text; the file is damaged</source>
        <translation>la lettre {number} de l’alphabet du fichier n’est pas du texte UTF-8 ; le fichier est endommagé</translation>
    </message>
    <message>
        <source>the file has no word graph; it is truncated</source>
        <translation>le fichier n’a pas de graphe de mots ; il est tronqué</translation>
    </message>
    <message>
        <source>the header says {count} words but the word graph holds {found}; the file is damaged</source>
        <translation>l’en-tête annonce {count} mots mais le graphe de mots en contient {found} ; le fichier est endommagé</translation>
    </message>
    <message>
        <source>its checksum does not match its words (the hash in its header is not that of the word list it holds); the file is damaged</source>
        <translation>sa somme de contrôle ne correspond pas à ses mots (le hachage de son en-tête n’est pas celui de la liste de mots qu’il contient) ; le fichier est endommagé</translation>
    </message>
    <message>
        <source>the word graph uses letter number {number}, but the file's alphabet has only {count} letters; the file is damaged</source>
        <translation>le graphe de mots utilise la lettre n° {number}, mais l’alphabet du fichier n’a que {count} lettres ; le fichier est endommagé</translation>
    </message>
    <message>
        <source>its alphabet names the tile {tile} twice ("{first}" and "{second}"); the file is damaged</source>
        <translation>son alphabet nomme deux fois le jeton {tile} (« {first} » et « {second} ») ; le fichier est endommagé</translation>
    </message>
    <message>
        <source>its words use {letters}, which is not a tile of the {alphabet} alphabet; {hint}</source>
        <translation>ses mots utilisent {letters}, qui n’est pas un jeton de l’alphabet ({alphabet}) ; {hint}</translation>
    </message>
    <message>
        <source>its words use {letters}, which are not tiles of the {alphabet} alphabet; {hint}</source>
        <translation>ses mots utilisent {letters}, qui ne sont pas des jetons de l’alphabet ({alphabet}) ; {hint}</translation>
    </message>
    <message>
        <source>build with --alphabet {alphabet}</source>
        <translation>relancez avec --alphabet {alphabet}</translation>
    </message>
    <message>
        <source>build with the --alphabet it was made for ({alphabets} fit)</source>
        <translation>relancez avec l’option --alphabet prévue pour ce fichier ({alphabets} conviennent)</translation>
    </message>
    <message>
        <source>no shipped alphabet has all of its letters</source>
        <translation>aucun alphabet intégré ne contient toutes ses lettres</translation>
    </message>
    <message>
        <source>the file's length is not a whole number of 4-byte nodes; it is truncated or not a .kwg file</source>
        <translation>la taille du fichier n’est pas un nombre entier de nœuds de 4 octets ; il est tronqué ou n’est pas un fichier .kwg</translation>
    </message>
    <message>
        <source>node 0 is not a word graph header; the file is damaged or not a .kwg file</source>
        <translation>le nœud 0 n’est pas un en-tête de graphe de mots ; le fichier est endommagé ou n’est pas un fichier .kwg</translation>
    </message>
    <message>
        <source>tile {tile} does not exist in the {alphabet} alphabet ({count} tiles); choose the alphabet this file was built with (--alphabet)</source>
        <translation>le jeton {tile} n’existe pas dans l’alphabet ({alphabet}, {count} jetons) ; choisissez l’alphabet avec lequel ce fichier a été construit (--alphabet)</translation>
    </message>
    <message>
        <source>a word of the word graph holds tile 0 (the GADDAG separator); the file is damaged</source>
        <translation>un mot du graphe de mots contient le jeton 0 (le séparateur GADDAG) ; le fichier est endommagé</translation>
    </message>
    <message>
        <source>it has {lines} lines, more than the {most} words a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>il compte {lines} lignes, plus que les {most} mots que peut contenir un lexique (les plus grandes listes publiées en comptent environ 3 millions)</translation>
    </message>
    <message>
        <source>line {line} is not UTF-8 text; save the list as UTF-8 and build again</source>
        <translation>la ligne {line} n’est pas du texte UTF-8 ; enregistrez la liste en UTF-8 puis relancez</translation>
    </message>
    <message>
        <source>the first letters are at node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>les premières lettres sont au nœud {node}, mais le fichier n’a que {count} nœuds ; le fichier est endommagé ou tronqué</translation>
    </message>
    <message>
        <source>node {node} refers to node {target}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>le nœud {node} renvoie au nœud {target}, mais le fichier n’a que {count} nœuds ; le fichier est endommagé ou tronqué</translation>
    </message>
    <message>
        <source>the word graph leads back to node {node} (it loops); the file is damaged</source>
        <translation>le graphe de mots revient au nœud {node} (il boucle) ; le fichier est endommagé</translation>
    </message>
    <message>
        <source>the group of letters at node {node} runs past the end of the file (no last letter); the file is damaged or truncated</source>
        <translation>le groupe de lettres du nœud {node} dépasse la fin du fichier (pas de dernière lettre) ; le fichier est endommagé ou tronqué</translation>
    </message>
    <message>
        <source>the letters at node {node} lead back to node {target} (the word graph loops); the file is damaged</source>
        <translation>les lettres du nœud {node} ramènent au nœud {target} (le graphe de mots boucle) ; le fichier est endommagé</translation>
    </message>
    <message>
        <source>node {node} neither ends a word nor leads to more letters; the file is damaged</source>
        <translation>le nœud {node} ne termine aucun mot et ne mène à aucune autre lettre ; le fichier est endommagé</translation>
    </message>
    <message>
        <source>the letters of nodes {first} to {last} are not in order; the file is damaged</source>
        <translation>les lettres des nœuds {first} à {last} ne sont pas dans l’ordre ; le fichier est endommagé</translation>
    </message>
    <message>
        <source>the word graph holds a word longer than {most} letters; the file is damaged or not a word list</source>
        <translation>le graphe de mots contient un mot de plus de {most} lettres ; le fichier est endommagé ou n’est pas une liste de mots</translation>
    </message>
    <message>
        <source>the word graph holds more than {most} words, more than a word list may hold; the file is damaged</source>
        <translation>le graphe de mots contient plus de {most} mots, plus que ne peut en contenir une liste de mots ; le fichier est endommagé</translation>
    </message>
    <message>
        <source>the word graph holds more words than the {count} its header states; the file is damaged</source>
        <translation>le graphe de mots contient plus de mots que les {count} annoncés par l’en-tête ; le fichier est endommagé</translation>
    </message>
    <message>
        <source>node {node} leads back into its own word (the word graph loops); the file is damaged</source>
        <translation>le nœud {node} revient dans son propre mot (le graphe de mots boucle) ; le fichier est endommagé</translation>
    </message>
    <message>
        <source>the word graph refers to node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>le graphe de mots renvoie au nœud {node}, mais le fichier n’a que {count} nœuds ; le fichier est endommagé ou tronqué</translation>
    </message>
    <message>
        <source>{file}: is {size}, more than the {limit} a word list may be; is it the right file?</source>
        <translation>{file} : fait {size}, au-delà des {limit} autorisés pour une liste de mots ; est-ce le bon fichier ?</translation>
    </message>
    <message>
        <source>over {limit}</source>
        <translation>plus de {limit}</translation>
    </message>
    <message>
        <source>{file}: file not found</source>
        <translation>{file} : fichier introuvable</translation>
    </message>
    <message>
        <source>{file}: is a folder, not a word list</source>
        <translation>{file} : est un dossier, pas une liste de mots</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({why})</source>
        <translation>{file} : ne peut pas être lu ({why})</translation>
    </message>
    <message>
        <source>{file}: is not a regular file (a device, pipe or socket); give a word-list file</source>
        <translation>{file} : n’est pas un fichier ordinaire (périphérique, tube ou socket) ; indiquez un fichier de liste de mots</translation>
    </message>
    <message>
        <source>{file}: unpacks to more than {limit}, more than a word list may be; it is not a word list (or is a gzip bomb)</source>
        <translation>{file} : une fois décompressé, dépasse {limit}, la taille maximale d’une liste de mots ; ce n’est pas une liste de mots (ou c’est une bombe gzip)</translation>
    </message>
    <message>
        <source>{file}: damaged gzip file ({why})</source>
        <translation>{file} : fichier gzip endommagé ({why})</translation>
    </message>
</context>
<context>
    <name>Lexicons</name>
    <message>
        <source>no lexicon called {name} is installed on this station</source>
        <translation>aucun lexique nommé {name} n’est installé sur cette borne</translation>
    </message>
    <message>
        <source>the list {name} with fingerprint {fingerprint} is not installed on this station</source>
        <translation>la liste {name} d’empreinte {fingerprint} n’est pas installée sur cette station</translation>
    </message>
    <message>
        <source>two lexicon files are called {name} with different word lists ({first}, {second}): remove the wrong one</source>
        <translation>deux fichiers de lexique s’appellent {name} avec des listes de mots différentes ({first}, {second}) : retirez le mauvais</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file} : {reason}</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>fichier introuvable</translation>
    </message>
    <message>
        <source>is a folder, not a lexicon file</source>
        <translation>est un dossier, pas un fichier de lexique</translation>
    </message>
    <message>
        <source>cannot be read ({why})</source>
        <translation>ne peut pas être lu ({why})</translation>
    </message>
    <message>
        <source>is larger than {limit} MB: not a lexicon file</source>
        <translation>dépasse {limit} Mo : ce n’est pas un fichier de lexique</translation>
    </message>
    <message>
        <source>checksum mismatch: the file is damaged or was altered; do not use it</source>
        <translation>somme de contrôle incorrecte : le fichier est endommagé ou a été modifié ; ne l’utilisez pas</translation>
    </message>
    <message>
        <source>{why}; do not use this file</source>
        <translation>{why} ; n’utilisez pas ce fichier</translation>
    </message>
    <message>
        <source>the file was altered; do not use it</source>
        <translation>le fichier a été modifié ; ne l’utilisez pas</translation>
    </message>
    <message>
        <source>its word graph does not match the digest in its header: {altered}</source>
        <translation>son graphe de mots ne correspond pas au condensat de son en-tête : {altered}</translation>
    </message>
    <message>
        <source>word graph is unreadable ({why})</source>
        <translation>graphe de mots illisible ({why})</translation>
    </message>
    <message>
        <source>holds {found} words but its header says {count}</source>
        <translation>contient {found} mots mais son en-tête en annonce {count}</translation>
    </message>
    <message>
        <source>holds no words; do not use it</source>
        <translation>ne contient aucun mot ; ne l’utilisez pas</translation>
    </message>
    <message>
        <source>its words do not match its fingerprint: {altered}</source>
        <translation>ses mots ne correspondent pas à son empreinte : {altered}</translation>
    </message>
    <message>
        <source>its words are {shortest}-{longest} letters long but its header says {least}-{most}: {altered}</source>
        <translation>ses mots font {shortest} à {longest} lettres mais son en-tête indique {least} à {most} : {altered}</translation>
    </message>
    <message>
        <source>header is unreadable; the file is damaged</source>
        <translation>en-tête illisible ; le fichier est endommagé</translation>
    </message>
    <message>
        <source>made by a newer lexicon-build (format {version}); update this station's software</source>
        <translation>créé par une version plus récente de lexicon-build (format {version}) ; mettez à jour le logiciel de cette borne</translation>
    </message>
    <message>
        <source>its alphabet is invalid: {why}</source>
        <translation>son alphabet n’est pas valide : {why}</translation>
    </message>
    <message>
        <source>header lacks or garbles {what}</source>
        <translation>en-tête incomplet ou corrompu : {what}</translation>
    </message>
    <message>
        <source>file is truncated (it ends inside the header)</source>
        <translation>fichier tronqué (il s’arrête dans l’en-tête)</translation>
    </message>
    <message>
        <source>not a lexicon file (build one from a word list with lexicon-build)</source>
        <translation>pas un fichier de lexique (créez-en un à partir d’une liste de mots avec lexicon-build)</translation>
    </message>
    <message>
        <source>file is truncated (copy it again from the original)</source>
        <translation>fichier tronqué (copiez-le à nouveau depuis l’original)</translation>
    </message>
    <message>
        <source>its header length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>le champ de longueur de son en-tête est endommagé (le reste du fichier est complet) ; ne l’utilisez pas, copiez-le à nouveau depuis l’original</translation>
    </message>
    <message>
        <source>its header length field is damaged and the file is incomplete; copy it again from the original</source>
        <translation>le champ de longueur de son en-tête est endommagé et le fichier est incomplet ; copiez-le à nouveau depuis l’original</translation>
    </message>
    <message>
        <source>its word graph length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>le champ de longueur de son graphe de mots est endommagé (le reste du fichier est complet) ; ne l’utilisez pas, copiez-le à nouveau depuis l’original</translation>
    </message>
    <message>
        <source>file has unexpected bytes at its end; it is damaged</source>
        <translation>le fichier se termine par des octets inattendus ; il est endommagé</translation>
    </message>
    <message>
        <source>its word graph makes the reader loop (no answer in {seconds} s): the file is damaged or forged; do not use it</source>
        <translation>son graphe de mots fait boucler le lecteur (pas de réponse en {seconds} s) : le fichier est endommagé ou falsifié ; ne l’utilisez pas</translation>
    </message>
    <message>
        <source>cannot be checked: {why}</source>
        <translation>ne peut pas être vérifié : {why}</translation>
    </message>
    <message>
        <source>its word graph crashes the reader ({signal}): the file is damaged or forged; do not use it</source>
        <translation>son graphe de mots fait planter le lecteur ({signal}) : le fichier est endommagé ou falsifié ; ne l’utilisez pas</translation>
    </message>
    <message>
        <source>signal {number}</source>
        <translation>signal {number}</translation>
    </message>
    <message>
        <source>refused by the lexicon check</source>
        <translation>refusé par la vérification du lexique</translation>
    </message>
</context>
<context>
    <name>LexiconsTab</name>
    <message numerus="yes">
        <source>Installed {lexicon}: %n word(s), fingerprint {fingerprint}.</source>
        <translation>
            <numerusform>{lexicon} installé : %n mot, empreinte {fingerprint}.</numerusform>
            <numerusform>{lexicon} installé : %n mots, empreinte {fingerprint}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{stage}: %n word(s)</source>
        <translation>
            <numerusform>{stage} : %n mot</numerusform>
            <numerusform>{stage} : %n mots</numerusform>
        </translation>
    </message>
    <message>
        <source>a .clex file made with lexicon-build</source>
        <translation>un fichier .clex créé avec lexicon-build</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Installer</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Retirer la sélection</translation>
    </message>
    <message>
        <source>word lists, separated by ;  (text, .gz, .dawg, .kwg)</source>
        <translation>listes de mots, séparées par ;  (texte, .gz, .dawg, .kwg)</translation>
    </message>
    <message>
        <source>published word count (optional)</source>
        <translation>nombre de mots publié (facultatif)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Word lists</source>
        <translation>Listes de mots</translation>
    </message>
    <message>
        <source>Lexicon name</source>
        <translation>Nom du lexique</translation>
    </message>
    <message>
        <source>Alphabet</source>
        <translation>Alphabet</translation>
    </message>
    <message>
        <source>Expected words</source>
        <translation>Mots attendus</translation>
    </message>
    <message>
        <source>Import word lists</source>
        <translation>Importer des listes de mots</translation>
    </message>
    <message>
        <source>Install a lexicon file</source>
        <translation>Installer un fichier de lexique</translation>
    </message>
    <message>
        <source>{lexicon} (built in)</source>
        <translation>{lexicon} (intégré)</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Lexique</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Mots</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Empreinte</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>Built</source>
        <comment>when the lexicon file was built</comment>
        <translation>Créé le</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Utilisé par</translation>
    </message>
    <message>
        <source>Refused: {problem}</source>
        <translation>Refusé : {problem}</translation>
    </message>
    <message>
        <source>Lexicon file</source>
        <translation>Fichier de lexique</translation>
    </message>
    <message>
        <source>Lexicon files (*.clex)</source>
        <translation>Fichiers de lexique (*.clex)</translation>
    </message>
    <message>
        <source>Choose a lexicon file first.</source>
        <translation>Choisissez d’abord un fichier de lexique.</translation>
    </message>
    <message>
        <source>Checking {file}…</source>
        <translation>Vérification de {file}…</translation>
    </message>
    <message>
        <source>Not installed: {error}</source>
        <translation>Non installé : {error}</translation>
    </message>
    <message>
        <source>Not installed</source>
        <translation>Non installé</translation>
    </message>
    <message>
        <source>Select a lexicon to remove.</source>
        <translation>Sélectionnez un lexique à retirer.</translation>
    </message>
    <message>
        <source>Remove {lexicon} from this station?</source>
        <translation>Retirer {lexicon} de cette borne ?</translation>
    </message>
    <message>
        <source>Remove lexicon</source>
        <translation>Retirer le lexique</translation>
    </message>
    <message>
        <source>Not removed</source>
        <translation>Non retiré</translation>
    </message>
    <message>
        <source>Removed {lexicon}.</source>
        <translation>{lexicon} retiré.</translation>
    </message>
    <message>
        <source>Give the word lists and a name for the lexicon.</source>
        <translation>Indiquez les listes de mots et un nom pour le lexique.</translation>
    </message>
    <message>
        <source>The expected word count must be a whole number.</source>
        <translation>Le nombre de mots attendu doit être un nombre entier.</translation>
    </message>
    <message>
        <source>Importing {lexicon}…</source>
        <translation>Importation de {lexicon}…</translation>
    </message>
    <message>
        <source>cannot write the lexicon: {error}</source>
        <translation>impossible d’écrire le lexique : {error}</translation>
    </message>
    <message>
        <source>the computer ran out of memory building the lexicon; check the files</source>
        <translation>mémoire insuffisante pour construire le lexique ; vérifiez les fichiers</translation>
    </message>
    <message>
        <source>the import stopped: {error}</source>
        <translation>l’importation s’est arrêtée : {error}</translation>
    </message>
    <message>
        <source>Import failed: nothing was installed.</source>
        <translation>Échec de l’importation : rien n’a été installé.</translation>
    </message>
    <message numerus="yes">
        <source>{division} now judges with {lexicon} (%n word(s), fingerprint {fingerprint}).</source>
        <translation>
            <numerusform>{division} juge désormais avec {lexicon} (%n mot, empreinte {fingerprint}).</numerusform>
            <numerusform>{division} juge désormais avec {lexicon} (%n mots, empreinte {fingerprint}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{division} still judges with ENABLE: {why}</source>
        <translation>{division} juge toujours avec ENABLE : {why}</translation>
    </message>
    <message>
        <source>No division judges with {lexicon}: choose it for a division in the Profiles and rules tab.</source>
        <translation>Aucune division ne juge avec {lexicon} : choisissez-le pour une division dans l’onglet Profils et règles.</translation>
    </message>
    <message>
        <source>Not switched</source>
        <translation>Pas de changement</translation>
    </message>
</context>
<context>
    <name>Pin</name>
    <message>
        <source>the PIN needs at least {least} characters</source>
        <translation>le code PIN doit comporter au moins {least} caractères</translation>
    </message>
    <message>
        <source>the PIN may not start or end with a space</source>
        <translation>le code PIN ne peut ni commencer ni finir par un espace</translation>
    </message>
    <message>
        <source>the PIN may have at most {most} characters</source>
        <translation>le code PIN peut avoir au plus {most} caractères</translation>
    </message>
    <message>
        <source>the PIN holds a control or invisible character, which no keyboard types</source>
        <translation>le code PIN contient un caractère de contrôle ou invisible, qu’aucun clavier ne tape</translation>
    </message>
    <message>
        <source>PIN accepted</source>
        <translation>Code PIN accepté</translation>
    </message>
    <message>
        <source>Wrong PIN. {wait}</source>
        <translation>Code PIN erroné. {wait}</translation>
    </message>
    <message>
        <source>Wrong PIN. 1 more try before a wait.</source>
        <translation>Code PIN erroné. Encore 1 essai avant une attente.</translation>
    </message>
    <message>
        <source>Wrong PIN. {left} more tries before a wait.</source>
        <translation>Code PIN erroné. Encore {left} essais avant une attente.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {minutes} min {seconds} s.</source>
        <translation>Trop de codes PIN erronés : réessayez dans {minutes} min {seconds} s.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {seconds} s.</source>
        <translation>Trop de codes PIN erronés : réessayez dans {seconds} s.</translation>
    </message>
    <message>
        <source>No PIN can be checked: the station's settings file cannot be read. Fix or move station.toml on this computer.</source>
        <translation>Aucun code PIN ne peut être vérifié : le fichier de réglages de la station est illisible. Réparez ou déplacez station.toml sur cet ordinateur.</translation>
    </message>
</context>
<context>
    <name>PinScreen</name>
    <message>
        <source>Back to the station</source>
        <translation>Retour à la borne</translation>
    </message>
    <message>
        <source>Set the director PIN</source>
        <translation>Définir le code PIN du directeur</translation>
    </message>
    <message>
        <source>Director mode</source>
        <translation>Mode directeur</translation>
    </message>
    <message>
        <source>Choose a PIN of at least {length} characters. It opens director mode (Ctrl+Alt+Shift+D on the station) and is stored only as a hash.</source>
        <translation>Choisissez un code PIN d’au moins {length} caractères. Il ouvre le mode directeur (Ctrl+Alt+Shift+D sur la borne) et n’est conservé que sous forme de hachage.</translation>
    </message>
    <message>
        <source>Type the director PIN, then press Enter.</source>
        <translation>Tapez le code PIN du directeur, puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>new PIN</source>
        <translation>nouveau code PIN</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>code PIN</translation>
    </message>
    <message>
        <source>the same PIN again</source>
        <translation>confirmez le code PIN</translation>
    </message>
    <message>
        <source>Set PIN</source>
        <translation>Définir le code PIN</translation>
    </message>
    <message>
        <source>Open director mode</source>
        <translation>Ouvrir le mode directeur</translation>
    </message>
    <message>
        <source>The two PINs differ. Type them again.</source>
        <translation>Les deux codes PIN diffèrent. Tapez-les à nouveau.</translation>
    </message>
    <message>
        <source>Not set: {error}.</source>
        <translation>Non défini : {error}.</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <source>Choose your division</source>
        <translation>Choisissez votre division</translation>
    </message>
    <message>
        <source>Not available at this station now: call the director</source>
        <translation>Indisponible à cette borne pour le moment : appelez le directeur du tournoi</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging, separated by spaces or Enter</source>
        <translation>CONTESTANT : tapez tous les mots que vous contestez, séparés par des espaces ou Entrée</translation>
    </message>
    <message>
        <source>CHALLENGED PLAYER: check the spelling, then press {key}</source>
        <translation>JOUEUR CONTESTÉ : vérifiez l’orthographe, puis appuyez sur {key}</translation>
    </message>
    <message>
        <source>Esc clears all words  ·  {out} marks the play that ended the game</source>
        <translation>Échap efface tous les mots  ·  {out} signale le coup qui a terminé la partie</translation>
    </message>
    <message>
        <source>{key}: call a word judge (a person) instead of the computer</source>
        <translation>{key} : faire juger par un arbitre (une personne) plutôt que par l’ordinateur</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging  ·  Esc clears all  ·  {out} out play</source>
        <translation>CONTESTANT : tapez tous les mots contestés  ·  Échap efface tout  ·  {out} coup final</translation>
    </message>
    <message>
        <source>OUT PLAY: no penalty for a failed challenge  ·  {out} to undo</source>
        <translation>COUP FINAL : pas de pénalité si la contestation échoue  ·  {out} pour annuler</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) declared</source>
        <translation>
            <numerusform>%n mot annoncé</numerusform>
            <numerusform>%n mots annoncés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>typed so far</comment>
        <translation>
            <numerusform>%n mot</numerusform>
            <numerusform>%n mots</numerusform>
        </translation>
    </message>
    <message>
        <source>typed twice</source>
        <translation>tapé deux fois</translation>
    </message>
    <message>
        <source>YES — ACCEPTABLE</source>
        <translation>VALABLE</translation>
    </message>
    <message>
        <source>NO — UNACCEPTABLE</source>
        <translation>NON VALABLE</translation>
    </message>
    <message>
        <source>ACCEPTABLE</source>
        <translation>VALABLE</translation>
    </message>
    <message>
        <source>UNACCEPTABLE</source>
        <translation>NON VALABLE</translation>
    </message>
    <message>
        <source>Write on the slip:  {receipt}</source>
        <translation>Notez sur le bulletin :  {receipt}</translation>
    </message>
    <message>
        <source>NOT RECORDED: the audit log is unavailable. Call the director now.</source>
        <translation>NON ENREGISTRÉ : le journal d’audit est indisponible. Appelez tout de suite le directeur du tournoi.</translation>
    </message>
    <message>
        <source>Press any key to continue</source>
        <translation>Appuyez sur une touche pour continuer</translation>
    </message>
    <message>
        <source>TABLE NUMBER?</source>
        <translation>NUMÉRO DE TABLE ?</translation>
    </message>
    <message>
        <source>Type the number of your table (1 to {most}) with the digit keys.</source>
        <translation>Tapez le numéro de votre table (1 à {most}) avec les touches de chiffres.</translation>
    </message>
    <message>
        <source>Enter: go on  ·  Backspace: correct  ·  Esc: start again</source>
        <translation>Entrée : continuer  ·  Retour arrière : corriger  ·  Échap : recommencer</translation>
    </message>
    <message>
        <source>HOW MANY WORDS?</source>
        <translation>COMBIEN DE MOTS ?</translation>
    </message>
    <message>
        <source>Press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Tapez le nombre de mots que vous contestez (1 à {most}). Seul ce nombre de mots pourra être jugé.</translation>
    </message>
    <message>
        <source>Table {table}: press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Table {table} : tapez le nombre de mots que vous contestez (1 à {most}). Seul ce nombre de mots pourra être jugé.</translation>
    </message>
    <message>
        <source>Esc: back</source>
        <translation>Échap : retour</translation>
    </message>
    <message>
        <source>JUDGED MOMENTS AGO</source>
        <translation>VERDICT RENDU IL Y A QUELQUES INSTANTS</translation>
    </message>
    <message numerus="yes">
        <source>{division} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division} : un verdict a été rendu il y a %n seconde.</numerusform>
            <numerusform>{division} : un verdict a été rendu il y a %n secondes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{division}, table {table} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division}, table {table} : un verdict a été rendu il y a %n seconde.</numerusform>
            <numerusform>{division}, table {table} : un verdict a été rendu il y a %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its slip: {receipt}.</source>
        <translation>Son bulletin : {receipt}.</translation>
    </message>
    <message>
        <source>If these words belong to the same play, the rules forbid judging them separately: all challenged words of a play are typed together, and after an UNACCEPTABLE no further words are entered (NSA IV.J.2, NASPA 6.2 “Improper Lookups”).</source>
        <translation>Si ces mots appartiennent au même coup, le règlement interdit de les juger séparément : tous les mots contestés d’un coup sont tapés ensemble, et après un NON VALABLE plus aucun mot n’est saisi (NSA IV.J.2, NASPA 6.2 « Improper Lookups » [consultations irrégulières]).</translation>
    </message>
    <message>
        <source>{key}: judge these words anyway (it is recorded)  ·  any other key: back to the words</source>
        <translation>{key} : juger ces mots quand même (c’est enregistré)  ·  toute autre touche : retour aux mots</translation>
    </message>
    <message>
        <source>For comparison, {lexicon}: {verdict} (does not count)</source>
        <translation>Pour comparaison, {lexicon} : {verdict} (ne compte pas)</translation>
    </message>
    <message>
        <source>A director must clear this screen (director PIN)</source>
        <translation>Seul le directeur du tournoi peut effacer cet écran (code PIN)</translation>
    </message>
    <message>
        <source>IS THIS YOUR GAME?</source>
        <translation>EST-CE VOTRE PARTIE ?</translation>
    </message>
    <message>
        <source>WHICH IS YOUR GAME?</source>
        <translation>QUELLE EST VOTRE PARTIE ?</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two} ({first} first)</source>
        <translation>Plateau {board} · {one} contre {two} ({first} commence)</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two}</source>
        <translation>Plateau {board} · {one} contre {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two} ({first} first)</source>
        <translation>Ronde {round} · Table {table} · {one} contre {two} ({first} commence)</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Ronde {round} · Table {table} · {one} contre {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table}</source>
        <translation>Ronde {round} · Table {table}</translation>
    </message>
    <message>
        <source>The pairings have not been updated since {time}: check that this is your game.</source>
        <translation>Les appariements n’ont pas été mis à jour depuis {time} : vérifiez que c’est bien votre partie.</translation>
    </message>
    <message>
        <source>The pairings say this game is already scored: check it is yours.</source>
        <translation>Selon les appariements, cette partie est déjà saisie : vérifiez que c’est la vôtre.</translation>
    </message>
    <message>
        <source>From the event's pairings.</source>
        <translation>D’après les appariements du tournoi.</translation>
    </message>
    <message>
        <source>1 or Enter: yes, our game  ·  0: not our game (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 ou Entrée : oui, notre partie  ·  0 : pas notre partie (continuer avec le seul numéro de table)  ·  Échap : changer le numéro de table</translation>
    </message>
    <message>
        <source>1 or 2: our game  ·  0: neither (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 ou 2 : notre partie  ·  0 : aucune des deux (continuer avec le seul numéro de table)  ·  Échap : changer le numéro de table</translation>
    </message>
    <message>
        <source>1 to {last}: our game  ·  0: none of these (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 à {last} : notre partie  ·  0 : aucune (continuer avec le seul numéro de table)  ·  Échap : changer le numéro de table</translation>
    </message>
    <message>
        <source>A DIRECTOR IS COMING</source>
        <translation>UN DIRECTEUR ARRIVE</translation>
    </message>
    <message>
        <source>NOBODY HAS ANSWERED YET</source>
        <translation>PERSONNE N’A ENCORE RÉPONDU</translation>
    </message>
    <message>
        <source>FETCH THE DIRECTOR</source>
        <translation>ALLEZ CHERCHER LE DIRECTEUR</translation>
    </message>
    <message>
        <source>AN ADJUDICATOR HAS BEEN CALLED</source>
        <translation>UN ARBITRE A ÉTÉ APPELÉ</translation>
    </message>
    <message>
        <source>AN ARBITER HAS BEEN CALLED</source>
        <translation>UN ARBITRE A ÉTÉ APPELÉ</translation>
    </message>
    <message>
        <source>A WORD JUDGE HAS BEEN CALLED</source>
        <translation>UN ARBITRE A ÉTÉ APPELÉ</translation>
    </message>
    <message>
        <source>Your call was answered. Stay at the station.</source>
        <translation>Votre appel a été pris en charge. Restez près de la borne.</translation>
    </message>
    <message>
        <source>Nobody has answered yet: fetch the director. The other player stays here.</source>
        <translation>Personne n’a encore répondu : allez chercher le directeur. L’autre joueur reste ici.</translation>
    </message>
    <message>
        <source>This station cannot call anyone: one player fetches the director, the other stays here. The call is recorded.</source>
        <translation>Cette borne ne peut prévenir personne : un joueur va chercher le directeur, l’autre reste ici. L’appel est enregistré.</translation>
    </message>
    <message>
        <source>Stay at the station: the call is on the directors' screen.</source>
        <translation>Restez près de la borne : l’appel est sur l’écran des directeurs.</translation>
    </message>
    <message>
        <source>{key}: the adjudicator is here, back to the station</source>
        <translation>{key} : l’arbitre est là, retour à la borne</translation>
    </message>
    <message>
        <source>{key}: the arbiter is here, back to the station</source>
        <translation>{key} : l’arbitre est là, retour à la borne</translation>
    </message>
    <message>
        <source>{key}: the word judge is here, back to the station</source>
        <translation>{key} : l’arbitre est là, retour à la borne</translation>
    </message>
    <message>
        <source>Recording the verdict in the audit log…</source>
        <translation>Enregistrement du verdict dans le journal d’audit…</translation>
    </message>
    <message numerus="yes">
        <source>No key pressed: clearing the screen in %n second(s)</source>
        <translation>
            <numerusform>Aucune touche pressée : écran effacé dans %n seconde</numerusform>
            <numerusform>Aucune touche pressée : écran effacé dans %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>Audit log unavailable: call the director</source>
        <translation>Journal d’audit indisponible : appelez le directeur du tournoi</translation>
    </message>
    <message>
        <source>Lexicons: {names}</source>
        <translation>Lexiques : {names}</translation>
    </message>
    <message>
        <source>No lexicon loaded</source>
        <translation>Aucun lexique chargé</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>in the lexicon</comment>
        <translation>
            <numerusform>%n mot</numerusform>
            <numerusform>%n mots</numerusform>
        </translation>
    </message>
    <message>
        <source>Station: {name}</source>
        <translation>Borne : {name}</translation>
    </message>
    <message>
        <source>This station is not ready</source>
        <translation>Cette borne n’est pas prête</translation>
    </message>
    <message>
        <source>Call the director.</source>
        <translation>Appelez le directeur du tournoi.</translation>
    </message>
    <message>
        <source>No profile is set up.</source>
        <translation>Aucun profil n’est configuré.</translation>
    </message>
    <message>
        <source>Something unexpected happened: {message}. It was recorded. A director's PIN (Ctrl+Alt+Shift+D) clears this screen.</source>
        <translation>Un incident imprévu s’est produit : {message}. Il a été enregistré. Le code PIN du directeur du tournoi (Ctrl+Alt+Shift+D) efface cet écran.</translation>
    </message>
    <message>
        <source>The audit log did not open within {seconds} s: call the director.</source>
        <translation>Le journal d’audit ne s’est pas ouvert en {seconds} s : appelez le directeur du tournoi.</translation>
    </message>
    <message numerus="yes">
        <source>You said %n word(s);</source>
        <comment>how many words the players declared</comment>
        <translation>
            <numerusform>Vous avez annoncé %n mot ;</numerusform>
            <numerusform>Vous avez annoncé %n mots ;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n typed.</source>
        <comment>how many words are typed now</comment>
        <translation>
            <numerusform>%n tapé.</numerusform>
            <numerusform>%n tapés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type exactly {declared}.</source>
        <translation>Tapez-en exactement {declared}.</translation>
    </message>
    <message numerus="yes">
        <source>The play stands. The challenged player adds %n point(s)</source>
        <comment>failed challenge</comment>
        <translation>
            <numerusform>Le coup est maintenu. Le joueur contesté reçoit %n point</numerusform>
            <numerusform>Le coup est maintenu. Le joueur contesté reçoit %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>The challenger does not lose the turn.</source>
        <translation>Le contestant ne perd pas son tour.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) × {points}</source>
        <comment>points per word challenged</comment>
        <translation>
            <numerusform>%n mot × {points}</numerusform>
            <numerusform>%n mots × {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>{points} for the play</source>
        <translation>{points} pour le coup</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>{character} is not a letter of the {alphabet} alphabet</source>
        <translation>{character} n’est pas une lettre de l’alphabet ({alphabet})</translation>
    </message>
    <message>
        <source>"{word}": {reason}</source>
        <translation>« {word} » : {reason}</translation>
    </message>
    <message>
        <source>"{word}" is too short: a word has at least {least} letters</source>
        <translation>« {word} » est trop court : un mot a au moins {least} lettres</translation>
    </message>
    <message>
        <source>Too short: a word has at least {least} letters</source>
        <translation>Trop court : un mot a au moins {least} lettres</translation>
    </message>
    <message>
        <source>"{word}" has {letters} letters: a word has at most {most}</source>
        <translation>« {word} » a {letters} lettres : un mot en a au plus {most}</translation>
    </message>
    <message>
        <source>Too long: {letters} letters: a word has at most {most}</source>
        <translation>Trop long ({letters} lettres) : un mot en a au plus {most}</translation>
    </message>
    <message>
        <source>Type at least one word</source>
        <translation>Tapez au moins un mot</translation>
    </message>
    <message>
        <source>{typed} words typed: at most {most} can be challenged together</source>
        <translation>{typed} mots tapés : on peut en contester au plus {most} à la fois</translation>
    </message>
    <message>
        <source>The audit log cannot be written: {why}. Nothing is judged.</source>
        <translation>Impossible d’écrire dans le journal d’audit : {why}. Aucun jugement n’est rendu.</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: {why}</source>
        <translation>Le journal d’audit ne peut pas être ouvert : {why}</translation>
    </message>
    <message>
        <source>The station's id cannot be read or written in {home}: {why}</source>
        <translation>L’identifiant de la borne ne peut être ni lu ni écrit dans {home} : {why}</translation>
    </message>
    <message>
        <source>Station settings file: {why}</source>
        <translation>Fichier de réglages de la borne : {why}</translation>
    </message>
    <message>
        <source>waiting for {lexicon} from the head director (event plan {serial})</source>
        <translation>en attente de {lexicon} du directeur de tournoi (plan {serial})</translation>
    </message>
    <message>
        <source>event plan {serial} has ended: waiting for the next plan from the head director</source>
        <translation>le plan {serial} du tournoi est terminé : en attente du plan suivant du directeur de tournoi</translation>
    </message>
</context>
<context>
    <name>ProfilesTab</name>
    <message numerus="yes">
        <source>{lexicon} (%n word(s), {fingerprint})</source>
        <translation>
            <numerusform>{lexicon} (%n mot, {fingerprint})</numerusform>
            <numerusform>{lexicon} (%n mots, {fingerprint})</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>no federation preset</comment>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>the log and director mode only</source>
        <translation>le journal et le mode directeur seulement</translation>
    </message>
    <message>
        <source>players too, under the verdict</source>
        <translation>les joueurs aussi, sous le verdict</translation>
    </message>
    <message>
        <source>Ask the table number first (every multi-table event)</source>
        <translation>Demander d’abord le numéro de table (tout tournoi à plusieurs tables)</translation>
    </message>
    <message>
        <source>Ask how many words before they are typed</source>
        <translation>Demander le nombre de mots avant leur saisie</translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation>Enregistrer le profil</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Nouveau profil</translation>
    </message>
    <message>
        <source>Remove profile</source>
        <translation>Supprimer le profil</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Federation preset</source>
        <translation>Préréglage de fédération</translation>
    </message>
    <message>
        <source>Players' language</source>
        <translation>Langue des joueurs</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Lexique</translation>
    </message>
    <message>
        <source>Lexicon credit line</source>
        <translation>Mention du lexique</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Règle de contestation</translation>
    </message>
    <message>
        <source>Colour band</source>
        <translation>Bande de couleur</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Second avis</translation>
    </message>
    <message>
        <source>Second opinion shown to</source>
        <translation>Second avis montré à</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>{lexicon}: NOT USABLE ({problem})</source>
        <translation>{lexicon} : INUTILISABLE ({problem})</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>no second-opinion lexicon</comment>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Clock: {said}</source>
        <translation>Horloge : {said}</translation>
    </message>
    <message>
        <source>The event plan sets this division's list and rule: {lexicon}, {rule}, from plan {serial}</source>
        <translation>Le plan de l’événement fixe la liste et la règle de cette division : {lexicon}, {rule}, selon le plan {serial}</translation>
    </message>
    <message>
        <source>Rule: {source}</source>
        <translation>Règle : {source}</translation>
    </message>
    <message>
        <source>Check this rule against your event's own rules before the first round.</source>
        <translation>Vérifiez cette règle avec le règlement de votre tournoi avant la première ronde.</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Modifier la borne</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profils</translation>
    </message>
    <message>
        <source>A station needs at least one profile.</source>
        <translation>Une borne doit avoir au moins un profil.</translation>
    </message>
    <message>
        <source>Remove profile {profile}?</source>
        <translation>Supprimer le profil {profile} ?</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Non modifié</translation>
    </message>
</context>
<context>
    <name>Relay</name>
    <message>
        <source>station {station}: {difference}</source>
        <translation>borne {station} : {difference}</translation>
    </message>
    <message>
        <source>diverged at record {seq}: {message}</source>
        <translation>divergence à l’enregistrement {seq} : {message}</translation>
    </message>
    <message>
        <source>the central log pinned another signing key for this station (station-key.pem was replaced or copied from another station)</source>
        <translation>le journal central a retenu une autre clé de signature pour cette borne (station-key.pem a été remplacé ou copié depuis une autre borne)</translation>
    </message>
    <message>
        <source>record {seq} is missing from this station</source>
        <translation>l’enregistrement {seq} manque sur cette borne</translation>
    </message>
    <message>
        <source>record {seq} does not link to record {previous}</source>
        <translation>l’enregistrement {seq} n’est pas chaîné à l’enregistrement {previous}</translation>
    </message>
    <message>
        <source>record {seq}: {reason}</source>
        <translation>enregistrement {seq} : {reason}</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Audit report: {where}</source>
        <translation>Rapport d’audit : {where}</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>annoté</translation>
    </message>
    <message>
        <source>out play</source>
        <translation>coup final</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>saut d’horloge</translation>
    </message>
    <message>
        <source>new record {receipt}.</source>
        <translation>nouvel enregistrement {receipt}.</translation>
    </message>
    <message>
        <source>manual lookup: {result}.</source>
        <translation>vérification manuelle : {result}.</translation>
    </message>
    <message>
        <source>{points} points off the {player}.</source>
        <translation>{points} points retirés au {player}.</translation>
    </message>
    <message>
        <source>compensated: {what}.</source>
        <translation>compensé : {what}.</translation>
    </message>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation>(sur seq {seq}, borne {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(sur l’enregistrement {record})</translation>
    </message>
    <message>
        <source>seq {seq}</source>
        <translation>seq {seq}</translation>
    </message>
    <message>
        <source>UTC (the stations' UTC offsets differ)</source>
        <translation>UTC (les décalages UTC des bornes diffèrent)</translation>
    </message>
    <message>
        <source>local time, {offset}</source>
        <translation>heure locale, {offset}</translation>
    </message>
    <message>
        <source>Adjudications per day ({clock})</source>
        <translation>Jugements par jour ({clock})</translation>
    </message>
    <message>
        <source>Adjudications per hour ({clock})</source>
        <translation>Jugements par heure ({clock})</translation>
    </message>
    <message>
        <source>{acceptable} acceptable · {unacceptable} unacceptable</source>
        <translation>valables : {acceptable} · non valables : {unacceptable}</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Généré le</translation>
    </message>
    <message>
        <source>Stations</source>
        <translation>Bornes</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>du {first} au {last}</translation>
    </message>
    <message>
        <source>no records</source>
        <translation>aucun enregistrement</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Enregistrements</translation>
    </message>
    <message>
        <source>{records} ({adjudications} adjudications: {acceptable} acceptable, {unacceptable} unacceptable; {events} events)</source>
        <translation>{records} (jugements : {adjudications} — valables : {acceptable}, non valables : {unacceptable} ; événements : {events})</translation>
    </message>
    <message>
        <source>Flagged items</source>
        <translation>Éléments signalés</translation>
    </message>
    <message>
        <source>Clock jumps</source>
        <translation>Sauts d’horloge</translation>
    </message>
    <message>
        <source>Chain verification</source>
        <translation>Vérification de la chaîne</translation>
    </message>
    <message>
        <source>not checked for this report</source>
        <translation>non vérifiée pour ce rapport</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s) checked</source>
        <translation>
            <numerusform>Chaîne intacte : %n enregistrement vérifié</numerusform>
            <numerusform>Chaîne intacte : %n enregistrements vérifiés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n adjudication(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n jugement non listé ici : {command} exporte tous les enregistrements.</numerusform>
            <numerusform>… %n jugements non listés ici : {command} exporte tous les enregistrements.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n event(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n événement non listé ici : {command} exporte tous les enregistrements.</numerusform>
            <numerusform>… %n événements non listés ici : {command} exporte tous les enregistrements.</numerusform>
        </translation>
    </message>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>ROMPUE à seq {seq} (borne {station}) : {kind} — {problem}</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by lexicon</source>
        <translation>Valables et non valables par lexique</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by challenge rule</source>
        <translation>Valables et non valables par règle de contestation</translation>
    </message>
    <message>
        <source>No adjudications in this report.</source>
        <translation>Aucun jugement dans ce rapport.</translation>
    </message>
    <message>
        <source>Flagged items ({count})</source>
        <translation>Éléments signalés ({count})</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Borne</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Seq</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Saisie / détails</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Signalements</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Annotations</translation>
    </message>
    <message>
        <source>The first {shown} of {count} flagged items are listed; {command} --flagged exports them all.</source>
        <translation>Les {shown} premiers des {count} éléments signalés sont listés ; {command} --flagged les exporte tous.</translation>
    </message>
    <message>
        <source>Nothing flagged or annotated.</source>
        <translation>Rien de signalé ni d’annoté.</translation>
    </message>
    <message>
        <source>Clock jumps ({count})</source>
        <translation>Sauts d’horloge ({count})</translation>
    </message>
    <message>
        <source>A record dated earlier than the record before it in its station's chain, or later than the moment this report was made, or (on the central copy) later than the server received it: the station's clock was wrong or was changed. Its place in the chain, not its date, says when it was made.</source>
        <translation>Un enregistrement daté d’avant le précédent dans la chaîne de sa borne, ou d’après le moment où ce rapport a été fait, ou (sur la copie centrale) d’après sa réception par le serveur : l’horloge de la borne était fausse ou a été changée. Sa place dans la chaîne, et non sa date, dit quand il a été fait.</translation>
    </message>
    <message>
        <source>No clock jumps.</source>
        <translation>Aucun saut d’horloge.</translation>
    </message>
    <message>
        <source>Adjudications ({count})</source>
        <translation>Jugements ({count})</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Lexique</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Saisie</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Mots</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Résultats par mot</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Reçu</translation>
    </message>
    <message>
        <source>Second opinion ({lexicon}): {verdict}</source>
        <translation>Second avis ({lexicon}) : {verdict}</translation>
    </message>
    <message>
        <source>after {receipt}</source>
        <translation>après {receipt}</translation>
    </message>
    <message>
        <source>Station events ({count})</source>
        <translation>Événements de borne ({count})</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Per-word results are for directors and auditors; the station never shows players which word was unacceptable.</source>
        <translation>Les résultats par mot sont réservés aux directeurs et aux auditeurs ; la borne ne montre jamais aux joueurs quel mot n’était pas valable.</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Double challenge</source>
        <translation>Contestation double</translation>
    </message>
    <message>
        <source>5-point challenge</source>
        <translation>Contestation à 5 points</translation>
    </message>
    <message>
        <source>10-point challenge</source>
        <translation>Contestation à 10 points</translation>
    </message>
    <message>
        <source>5-point challenge per play</source>
        <translation>Contestation à 5 points par coup</translation>
    </message>
    <message>
        <source>10-point challenge per play</source>
        <translation>Contestation à 10 points par coup</translation>
    </message>
    <message>
        <source>Single challenge</source>
        <translation>Contestation simple</translation>
    </message>
</context>
<context>
    <name>Rulings</name>
    <message>
        <source>Re-adjudicated</source>
        <translation>Nouveau jugement</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Résultat de la vérification manuelle</translation>
    </message>
    <message>
        <source>Improper-lookup penalty</source>
        <translation>Pénalité pour consultation irrégulière</translation>
    </message>
    <message>
        <source>Compensated (NSA IV.K.5)</source>
        <translation>Compensation (NSA IV.K.5)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Overturned by manual lookup</source>
        <translation>Infirmé par vérification manuelle</translation>
    </message>
    <message>
        <source>Game joined from the final pairings</source>
        <translation>Partie rattachée d’après les appariements finaux</translation>
    </message>
    <message>
        <source>unknown ruling {category}; choose one of: {choices}</source>
        <translation>décision inconnue {category} ; choisissez parmi : {choices}</translation>
    </message>
    <message>
        <source>write a note: what happened, and who decided it</source>
        <translation>rédigez une note : ce qui s’est passé, et qui l’a décidé</translation>
    </message>
    <message>
        <source>the note is longer than {most} characters</source>
        <translation>la note dépasse {most} caractères</translation>
    </message>
    <message>
        <source>give the receipt of the new adjudication, e.g. GK-0042</source>
        <translation>indiquez le reçu du nouveau jugement, p. ex. GK-0042</translation>
    </message>
    <message>
        <source>no adjudication in this log has the receipt {receipt}: give the receipt the station showed with the new verdict</source>
        <translation>aucun jugement de ce journal n'a le reçu {receipt} : indiquez le reçu que la station a affiché avec le nouveau verdict</translation>
    </message>
    <message>
        <source>{receipt} is the receipt of the record ruled on: give the receipt of the new adjudication</source>
        <translation>{receipt} est le reçu de l'enregistrement concerné : indiquez le reçu du nouveau jugement</translation>
    </message>
    <message>
        <source>the manual lookup result is ACCEPTABLE or UNACCEPTABLE</source>
        <translation>le résultat de la vérification manuelle est VALABLE ou NON VALABLE</translation>
    </message>
    <message>
        <source>say which player is penalised: challenger or challenged</source>
        <translation>indiquez le joueur pénalisé : contestant ou contesté</translation>
    </message>
    <message>
        <source>the penalty is a number of points from 1 to 100 (usually 10)</source>
        <translation>la pénalité est un nombre de points de 1 à 100 (généralement 10)</translation>
    </message>
    <message>
        <source>say what was compensated (points, a turn, time)</source>
        <translation>indiquez ce qui a été compensé (points, tour, temps)</translation>
    </message>
    <message>
        <source>new record {receipt}</source>
        <translation>nouvel enregistrement {receipt}</translation>
    </message>
    <message>
        <source>manual lookup: {result}</source>
        <translation>vérification manuelle : {result}</translation>
    </message>
    <message>
        <source>{points} points off the challenger</source>
        <translation>{points} points retirés au contestant</translation>
    </message>
    <message>
        <source>{points} points off the challenged</source>
        <translation>{points} points retirés au joueur contesté</translation>
    </message>
    <message>
        <source>{points} points off the {player}</source>
        <translation>{points} points retirés au {player}</translation>
    </message>
    <message>
        <source>compensated: {compensated}</source>
        <translation>compensé : {compensated}</translation>
    </message>
</context>
<context>
    <name>Runtime</name>
    <message>
        <source>Profile {name}: {problem}</source>
        <translation>Profil {name} : {problem}</translation>
    </message>
    <message>
        <source>Not in contact with the head director since {time}</source>
        <translation>Pas de contact avec le directeur de tournoi depuis {time}</translation>
    </message>
    <message>
        <source>Not in contact with the head director</source>
        <translation>Pas de contact avec le directeur de tournoi</translation>
    </message>
</context>
<context>
    <name>SettingsTab</name>
    <message>
        <source>Relay: off (no central log set).</source>
        <translation>Relais : désactivé (aucun journal central configuré).</translation>
    </message>
    <message>
        <source>Relay: stopped, this station's log and the central copy differ (run 'challenge-kiosk audit compare'). {differences}</source>
        <translation>Relais : arrêté, le journal de cette borne et la copie centrale diffèrent (lancez « challenge-kiosk audit compare »). {differences}</translation>
    </message>
    <message>
        <source>Relay: the central log is unreachable, retrying. Last error: {error}</source>
        <translation>Relais : journal central injoignable, nouvel essai en cours. Dernière erreur : {error}</translation>
    </message>
    <message>
        <source>Relay: connecting to the central log…</source>
        <translation>Relais : connexion au journal central…</translation>
    </message>
    <message>
        <source>Relay: {copied} copied, {waiting} waiting.</source>
        <translation>Relais : {copied} copié(s), {waiting} en attente.</translation>
    </message>
    <message>
        <source>Relay: up to date ({copied} copied this session).</source>
        <translation>Relais : à jour ({copied} copié(s) pendant cette session).</translation>
    </message>
    <message>
        <source>Short sound on the verdict</source>
        <translation>Bref signal sonore au verdict</translation>
    </message>
    <message>
        <source>Say the verdict aloud in the division's language (a sound if no voice)</source>
        <translation>Verdict à voix haute dans la langue de la division (sinon un son)</translation>
    </message>
    <message>
        <source>Large print and high contrast on player screens</source>
        <translation>Gros caractères et contraste élevé sur les écrans des joueurs</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Tester la connexion</translation>
    </message>
    <message>
        <source>Save settings</source>
        <translation>Enregistrer les réglages</translation>
    </message>
    <message>
        <source>Restore the last good station file</source>
        <translation>Restaurer le dernier bon fichier de la borne</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Nom de la borne</translation>
    </message>
    <message>
        <source>Judge key</source>
        <translation>Touche de jugement</translation>
    </message>
    <message>
        <source>Verdict shown (s)</source>
        <translation>Affichage du verdict (s)</translation>
    </message>
    <message>
        <source>Clear unjudged words after (s)</source>
        <translation>Effacer les mots non jugés après (s)</translation>
    </message>
    <message>
        <source>Split-lookup window (s)</source>
        <translation>Fenêtre de jugement fractionné (s)</translation>
    </message>
    <message>
        <source>Font scale</source>
        <translation>Échelle du texte</translation>
    </message>
    <message>
        <source>Word-judge key</source>
        <translation>Touche d’appel à l’arbitre</translation>
    </message>
    <message>
        <source>Director mode language</source>
        <translation>Langue du mode directeur</translation>
    </message>
    <message>
        <source>Central log</source>
        <translation>Journal central</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Asking the central log…</source>
        <translation>Interrogation du journal central…</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Modifier la borne</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Non modifié</translation>
    </message>
    <message>
        <source>Replace the station's profiles and settings with the last station file that loaded cleanly?</source>
        <translation>Remplacer les profils et réglages de la borne par le dernier fichier de borne chargé sans erreur ?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Not restored</source>
        <translation>Non restauré</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Open to other users, and the station cannot make them private: {files}. Give them to the station's user, or set their modes as an administrator.</source>
        <translation>Accessibles à d’autres utilisateurs, et la borne ne peut pas les rendre privés : {files}. Donnez-les à l’utilisateur de la borne, ou corrigez leurs droits en tant qu’administrateur.</translation>
    </message>
</context>
<context>
    <name>Unrecorded</name>
    <message>
        <source>line {line}: {why}</source>
        <translation>ligne {line} : {why}</translation>
    </message>
    <message>
        <source>line {line}: written by an older version or incomplete</source>
        <translation>ligne {line} : écrite par une version antérieure, ou incomplète</translation>
    </message>
    <message>
        <source>unreadable line</source>
        <translation>ligne illisible</translation>
    </message>
    <message>
        <source>{file} cannot be read ({why}); nothing in it was changed</source>
        <translation>{file} ne peut pas être lu ({why}) ; rien n’y a été changé</translation>
    </message>
    <message>
        <source>{added} added to the log as late records.</source>
        <translation>Ajoutés au journal comme enregistrements tardifs : {added}.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log.</source>
        <translation>Ajoutés au journal comme enregistrements tardifs : {added} ; déjà dans le journal : {already}.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {kept} kept in {file}: {problems}.</source>
        <translation>Ajoutés au journal comme enregistrements tardifs : {added} ; conservés dans {file} : {kept} ({problems}).</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log, {kept} kept in {file}: {problems}.</source>
        <translation>Ajoutés au journal comme enregistrements tardifs : {added} ; déjà dans le journal : {already} ; conservés dans {file} : {kept} ({problems}).</translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <translation>{first} ; {rest}</translation>
    </message>
</context>
<context>
    <name>UnrecordedTab</name>
    <message>
        <source>Add them to the audit log as late records</source>
        <translation>Les ajouter au journal d’audit comme enregistrements tardifs</translation>
    </message>
    <message>
        <source>Shown at (UTC)</source>
        <translation>Affiché à (UTC)</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Saisie</translation>
    </message>
    <message>
        <source>Why it was not recorded</source>
        <translation>Pourquoi il n’a pas été enregistré</translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) were shown to players while the audit log could not record them. Each keeps the time it was shown; adding them marks them as late records in the chain.</source>
        <translation>
            <numerusform>%n verdict a été montré aux joueurs alors que le journal d’audit ne pouvait pas l’enregistrer. Il garde l’heure de son affichage ; l’ajouter le marque comme enregistrement tardif dans la chaîne.</numerusform>
            <numerusform>%n verdicts ont été montrés aux joueurs alors que le journal d’audit ne pouvait pas les enregistrer. Chacun garde l’heure de son affichage ; les ajouter les marque comme enregistrements tardifs dans la chaîne.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every verdict shown at this station is in the audit log.</source>
        <translation>Tous les verdicts affichés à cette borne sont dans le journal d’audit.</translation>
    </message>
    <message>
        <source>Not added: {error}</source>
        <translation>Non ajoutés : {error}</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>{first}; {then}</source>
        <translation>{first} ; {then}</translation>
    </message>
</context>
</TS>
