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
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Chain not checked yet</source>
        <translation>Chaîne pas encore vérifiée</translation>
    </message>
    <message>
        <source>Working: {task}…</source>
        <translation>En cours&#xa0;: {task}…</translation>
    </message>
    <message>
        <source>Working: {task}… {done} of {total}</source>
        <translation>En cours&#xa0;: {task}… {done} sur {total}</translation>
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
        <translation>ce qui a été compensé&#xa0;: points, tour, temps</translation>
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
        <translation>Enregistrement&#xa0;: seq {seq}, reçu {receipt}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Record: seq {seq}, {time}, {typed_or_kind}</source>
        <translation>Enregistrement&#xa0;: seq {seq}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Ruling:</source>
        <translation>Décision&#xa0;:</translation>
    </message>
    <message>
        <source>New receipt:</source>
        <translation>Nouveau reçu&#xa0;:</translation>
    </message>
    <message>
        <source>Manual lookup result:</source>
        <translation>Résultat de la vérification manuelle&#xa0;:</translation>
    </message>
    <message>
        <source>Penalised player:</source>
        <translation>Joueur pénalisé&#xa0;:</translation>
    </message>
    <message>
        <source>Points off:</source>
        <translation>Points retirés&#xa0;:</translation>
    </message>
    <message>
        <source>Compensated:</source>
        <translation>Compensé&#xa0;:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Note&#xa0;:</translation>
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
        <translation>Le journal ne peut pas être lu&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{task}: cancelled.</source>
        <translation>{task}&#xa0;: opération annulée.</translation>
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
        <translation>Impossible de vérifier le journal&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Note added to seq {seq} (recorded as seq {note_seq}).</source>
        <translation>Note ajoutée à seq {seq} (enregistrée sous seq {note_seq}).</translation>
    </message>
    <message>
        <source>The note was not saved: {error}</source>
        <translation>La note n’a pas été enregistrée&#xa0;: {error}</translation>
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
    <message>
        <source>Exported {records} records to {path}</source>
        <translation>{records} enregistrements exportés vers {path}</translation>
    </message>
    <message>
        <source>Exported {records} records to {path}, but the log could not record the export</source>
        <translation>{records} enregistrements exportés vers {path}, mais le journal n’a pas pu enregistrer l’exportation</translation>
    </message>
    <message>
        <source>{format} export cancelled; no file was kept.</source>
        <translation>Exportation {format} annulée&#xa0;; aucun fichier n’a été conservé.</translation>
    </message>
    <message>
        <source>{format} export failed: {error}</source>
        <translation>Échec de l’exportation {format}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Export folder</source>
        <translation>Dossier d’exportation</translation>
    </message>
    <message>
        <source>Exports go to {folder}</source>
        <translation>Dossier des exportations&#xa0;: {folder}</translation>
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
        <translation>Le coup est maintenu. C’était le coup qui a terminé la partie&#xa0;: le contester n’entraîne aucune pénalité.</translation>
    </message>
    <message>
        <source>The play stands. The challenger loses the turn.</source>
        <translation>Le coup est maintenu. Le contestant perd son tour.</translation>
    </message>
    <message>
        <source>The play stands. No penalty: the challenger does not lose the turn.</source>
        <translation>Le coup est maintenu. Pas de pénalité&#xa0;: le contestant ne perd pas son tour.</translation>
    </message>
</context>
<context>
    <name>Director</name>
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
        <source>seq {seq} ({kind})</source>
        <translation>seq {seq} ({kind})</translation>
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
        <source>FLAGGED: {flags}</source>
        <translation>SIGNALÉ&#xa0;: {flags}</translation>
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
        <translation>Aucune. Utilisez «&#xa0;Ajouter une note...&#xa0;» pour en ajouter une.</translation>
    </message>
    <message>
        <source>Relay: off (no central log set).</source>
        <translation>Relais&#xa0;: désactivé (aucun journal central configuré).</translation>
    </message>
    <message>
        <source>Relay: stopped, this station&apos;s log and the central copy differ (run &apos;challenge-kiosk audit compare&apos;). {differences}</source>
        <translation>Relais&#xa0;: arrêté, le journal de cette borne et la copie centrale diffèrent (lancez «&#xa0;challenge-kiosk audit compare&#xa0;»). {differences}</translation>
    </message>
    <message>
        <source>Relay: the central log is unreachable, retrying. Last error: {error}</source>
        <translation>Relais&#xa0;: journal central injoignable, nouvel essai en cours. Dernière erreur&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Relay: connecting to the central log…</source>
        <translation>Relais&#xa0;: connexion au journal central…</translation>
    </message>
    <message>
        <source>Relay: {copied} copied, {waiting} waiting.</source>
        <translation>Relais&#xa0;: {copied} copié(s), {waiting} en attente.</translation>
    </message>
    <message>
        <source>Relay: up to date ({copied} copied this session).</source>
        <translation>Relais&#xa0;: à jour ({copied} copié(s) pendant cette session).</translation>
    </message>
</context>
<context>
    <name>DirectorMode</name>
    <message>
        <source>Something unexpected happened and was recorded: {error}</source>
        <translation>Un incident imprévu s’est produit et a été enregistré&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Erreur inattendue</translation>
    </message>
    <message>
        <source>Exit the kiosk now? Players cannot use it.</source>
        <translation>Quitter la borne maintenant&#xa0;? Les joueurs ne pourront plus l’utiliser.</translation>
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
        <source>The audit log cannot be opened: see the station screen for the reason.</source>
        <translation>Le journal d’audit ne peut pas être ouvert&#xa0;: la raison est affichée sur l’écran de la borne.</translation>
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
    <message>
        <source>{count} verdict(s) shown while the log could not record them: see the &apos;Not recorded&apos; tab.</source>
        <translation>{count} verdict(s) affiché(s) sans que le journal puisse les enregistrer&#xa0;: voir l’onglet «&#xa0;Non enregistrés&#xa0;».</translation>
    </message>
</context>
<context>
    <name>ExitTab</name>
    <message>
        <source>Exit the kiosk to reach the computer&apos;s desktop. The exit is recorded in the audit log. Players cannot use this station until it is started again.</source>
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
        <translation>Type&#xa0;:</translation>
    </message>
    <message>
        <source>Station:</source>
        <translation>Borne&#xa0;:</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil&#xa0;:</translation>
    </message>
    <message>
        <source>Lexicon:</source>
        <translation>Lexique&#xa0;:</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Verdict&#xa0;:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Rechercher&#xa0;:</translation>
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
        <translation>Choisissez d’abord votre division&#xa0;: appuyez sur {keys}.</translation>
    </message>
    <message>
        <source>NOT RECORDED: the director must acknowledge this verdict ({key}).</source>
        <translation>NON ENREGISTRÉ&#xa0;: le directeur du tournoi doit accuser réception de ce verdict ({key}).</translation>
    </message>
    <message>
        <source>{name} cannot be judged at this station now: call the director.</source>
        <translation>Impossible de juger {name} à cette borne pour le moment&#xa0;: appelez le directeur du tournoi.</translation>
    </message>
    <message>
        <source>Type the table number (1 to {most}) with the digit keys, then press Enter.</source>
        <translation>Tapez le numéro de table (1 à {most}) en chiffres (pavé numérique ou Maj + chiffre), puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Press a digit from 1 to {most}: how many words are challenged?</source>
        <translation>Appuyez sur un chiffre de 1 à {most} (pavé numérique ou Maj + chiffre)&#xa0;: combien de mots sont contestés&#xa0;?</translation>
    </message>
    <message>
        <source>Opening the audit log: the verdict follows in a moment.</source>
        <translation>Ouverture du journal d’audit&#xa0;: le verdict suit dans un instant.</translation>
    </message>
    <message>
        <source>That is as much as the station takes: {limit} characters.</source>
        <translation>La borne n’accepte pas plus de {limit} caractères.</translation>
    </message>
</context>
<context>
    <name>LexiconsTab</name>
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
        <translation>listes de mots, séparées par&#xa0;;  (texte, .gz, .dawg, .kwg)</translation>
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
        <translation>Refusé&#xa0;: {problem}</translation>
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
        <translation>Non installé&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Not installed</source>
        <translation>Non installé</translation>
    </message>
    <message>
        <source>Installed {lexicon}: {words} words, fingerprint {fingerprint}.</source>
        <translation>{lexicon} installé&#xa0;: {words} mots, empreinte {fingerprint}.</translation>
    </message>
    <message>
        <source>Select a lexicon to remove.</source>
        <translation>Sélectionnez un lexique à retirer.</translation>
    </message>
    <message>
        <source>Remove {lexicon} from this station?</source>
        <translation>Retirer {lexicon} de cette borne&#xa0;?</translation>
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
        <translation>impossible d’écrire le lexique&#xa0;: {error}</translation>
    </message>
    <message>
        <source>the computer ran out of memory building the lexicon; check the files</source>
        <translation>mémoire insuffisante pour construire le lexique&#xa0;; vérifiez les fichiers</translation>
    </message>
    <message>
        <source>the import stopped: {error}</source>
        <translation>l’importation s’est arrêtée&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{stage}: {words} words</source>
        <translation>{stage}&#xa0;: {words} mots</translation>
    </message>
    <message>
        <source>Import failed: nothing was installed.</source>
        <translation>Échec de l’importation&#xa0;: rien n’a été installé.</translation>
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
        <translation>Non défini&#xa0;: {error}.</translation>
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
        <translation>Indisponible à cette borne pour le moment&#xa0;: appelez le directeur du tournoi</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging, separated by spaces or Enter</source>
        <translation>CONTESTANT&#xa0;: tapez tous les mots que vous contestez, séparés par des espaces ou Entrée</translation>
    </message>
    <message>
        <source>CHALLENGED PLAYER: check the spelling, then press {key}</source>
        <translation>JOUEUR CONTESTÉ&#xa0;: vérifiez l’orthographe, puis appuyez sur {key}</translation>
    </message>
    <message>
        <source>Esc clears all words  ·  {out} marks the play that ended the game</source>
        <translation>Échap efface tous les mots  ·  {out} signale le coup qui a terminé la partie</translation>
    </message>
    <message>
        <source>{key}: call a word judge (a person) instead of the computer</source>
        <translation>{key}&#xa0;: faire juger par un arbitre (une personne) plutôt que par l’ordinateur</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging  ·  Esc clears all  ·  {out} out play</source>
        <translation>CONTESTANT&#xa0;: tapez tous les mots contestés  ·  Échap efface tout  ·  {out} coup final</translation>
    </message>
    <message>
        <source>OUT PLAY: no penalty for a failed challenge  ·  {out} to undo</source>
        <translation>COUP FINAL&#xa0;: pas de pénalité si la contestation échoue  ·  {out} pour annuler</translation>
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
        <translation>OUI — VALABLE</translation>
    </message>
    <message>
        <source>NO — UNACCEPTABLE</source>
        <translation>NON — NON VALABLE</translation>
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
        <translation>Notez sur le bulletin&#xa0;:  {receipt}</translation>
    </message>
    <message>
        <source>Second opinion ({lexicon}): {verdict}</source>
        <translation>Second avis ({lexicon})&#xa0;: {verdict}</translation>
    </message>
    <message>
        <source>NOT RECORDED: the audit log is unavailable. Call the director now.</source>
        <translation>NON ENREGISTRÉ&#xa0;: le journal d’audit est indisponible. Appelez tout de suite le directeur du tournoi.</translation>
    </message>
    <message>
        <source>Press any key to continue</source>
        <translation>Appuyez sur une touche pour continuer</translation>
    </message>
    <message>
        <source>TABLE NUMBER?</source>
        <translation>NUMÉRO DE TABLE&#xa0;?</translation>
    </message>
    <message>
        <source>Type the number of your table (1 to {most}) with the digit keys.</source>
        <translation>Tapez le numéro de votre table (1 à {most}) avec les touches de chiffres.</translation>
    </message>
    <message>
        <source>Enter: go on  ·  Backspace: correct  ·  Esc: start again</source>
        <translation>Entrée&#xa0;: continuer  ·  Retour arrière&#xa0;: corriger  ·  Échap&#xa0;: recommencer</translation>
    </message>
    <message>
        <source>HOW MANY WORDS?</source>
        <translation>COMBIEN DE MOTS&#xa0;?</translation>
    </message>
    <message>
        <source>Press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Tapez le nombre de mots que vous contestez (1 à {most}). Seul ce nombre de mots pourra être jugé.</translation>
    </message>
    <message>
        <source>Table {table}: press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Table {table}&#xa0;: tapez le nombre de mots que vous contestez (1 à {most}). Seul ce nombre de mots pourra être jugé.</translation>
    </message>
    <message>
        <source>Esc: back</source>
        <translation>Échap&#xa0;: retour</translation>
    </message>
    <message>
        <source>JUDGED MOMENTS AGO</source>
        <translation>VERDICT RENDU IL Y A QUELQUES INSTANTS</translation>
    </message>
    <message numerus="yes">
        <source>{division} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division}&#xa0;: un verdict a été rendu il y a %n seconde.</numerusform>
            <numerusform>{division}&#xa0;: un verdict a été rendu il y a %n secondes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{division}, table {table} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division}, table {table}&#xa0;: un verdict a été rendu il y a %n seconde.</numerusform>
            <numerusform>{division}, table {table}&#xa0;: un verdict a été rendu il y a %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its slip: {receipt}.</source>
        <translation>Son bulletin&#xa0;: {receipt}.</translation>
    </message>
    <message>
        <source>If these words belong to the same play, the rules forbid judging them separately: all challenged words of a play are typed together, and after an UNACCEPTABLE no further words are entered (NSA IV.J.2, NASPA 6.2 “Improper Lookups”).</source>
        <translation>Si ces mots appartiennent au même coup, le règlement interdit de les juger séparément&#xa0;: tous les mots contestés d’un coup sont tapés ensemble, et après un NON VALABLE plus aucun mot n’est saisi (NSA IV.J.2, NASPA 6.2 «&#xa0;Improper Lookups&#xa0;» [consultations irrégulières]).</translation>
    </message>
    <message>
        <source>{key}: judge these words anyway (it is recorded)  ·  any other key: back to the words</source>
        <translation>{key}&#xa0;: juger ces mots quand même (c’est enregistré)  ·  toute autre touche&#xa0;: retour aux mots</translation>
    </message>
    <message>
        <source>A WORD JUDGE IS ON THE WAY</source>
        <translation>UN ARBITRE ARRIVE</translation>
    </message>
    <message>
        <source>Stay at the station. The call is recorded.</source>
        <translation>Restez près de la borne. L’appel est enregistré.</translation>
    </message>
    <message>
        <source>Stay at the station. The call is recorded for table {table}.</source>
        <translation>Restez près de la borne. L’appel est enregistré pour la table {table}.</translation>
    </message>
    <message>
        <source>{key}: the word judge is here, back to the station</source>
        <translation>{key}&#xa0;: l’arbitre est là, retour à la borne</translation>
    </message>
    <message>
        <source>Recording the verdict in the audit log…</source>
        <translation>Enregistrement du verdict dans le journal d’audit…</translation>
    </message>
    <message numerus="yes">
        <source>No key pressed: clearing the screen in %n second(s)</source>
        <translation>
            <numerusform>Aucune touche pressée&#xa0;: écran effacé dans %n seconde</numerusform>
            <numerusform>Aucune touche pressée&#xa0;: écran effacé dans %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>Audit log unavailable: call the director</source>
        <translation>Journal d’audit indisponible&#xa0;: appelez le directeur du tournoi</translation>
    </message>
    <message>
        <source>Lexicons: {names}</source>
        <translation>Lexiques&#xa0;: {names}</translation>
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
        <translation>Borne&#xa0;: {name}</translation>
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
        <source>Something unexpected happened: {message}. It was recorded. A director&apos;s PIN (Ctrl+Alt+Shift+D) clears this screen.</source>
        <translation>Un incident imprévu s’est produit&#xa0;: {message}. Il a été enregistré. Le code PIN du directeur du tournoi (Ctrl+Alt+Shift+D) efface cet écran.</translation>
    </message>
    <message>
        <source>The audit log did not open within {seconds} s: call the director.</source>
        <translation>Le journal d’audit ne s’est pas ouvert en {seconds} s&#xa0;: appelez le directeur du tournoi.</translation>
    </message>
    <message numerus="yes">
        <source>You said %n word(s);</source>
        <comment>how many words the players declared</comment>
        <translation>
            <numerusform>Vous avez annoncé %n mot&#xa0;;</numerusform>
            <numerusform>Vous avez annoncé %n mots&#xa0;;</numerusform>
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
        <source>&quot;{word}&quot;: {reason}</source>
        <translation>«&#xa0;{word}&#xa0;»&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>&quot;{word}&quot; is too short: a word has at least {least} letters</source>
        <translation>«&#xa0;{word}&#xa0;» est trop court&#xa0;: un mot a au moins {least} lettres</translation>
    </message>
    <message>
        <source>Too short: a word has at least {least} letters</source>
        <translation>Trop court&#xa0;: un mot a au moins {least} lettres</translation>
    </message>
    <message>
        <source>&quot;{word}&quot; has {letters} letters: a word has at most {most}</source>
        <translation>«&#xa0;{word}&#xa0;» a {letters} lettres&#xa0;: un mot en a au plus {most}</translation>
    </message>
    <message>
        <source>Too long: {letters} letters: a word has at most {most}</source>
        <translation>Trop long ({letters} lettres)&#xa0;: un mot en a au plus {most}</translation>
    </message>
    <message>
        <source>Type at least one word</source>
        <translation>Tapez au moins un mot</translation>
    </message>
    <message>
        <source>{typed} words typed: at most {most} can be challenged together</source>
        <translation>{typed} mots tapés&#xa0;: on peut en contester au plus {most} à la fois</translation>
    </message>
</context>
<context>
    <name>ProfilesTab</name>
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
        <source>Players&apos; language</source>
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
        <source>{lexicon} ({words} words, {fingerprint})</source>
        <translation>{lexicon} ({words} mots, {fingerprint})</translation>
    </message>
    <message>
        <source>{lexicon}: NOT USABLE ({problem})</source>
        <translation>{lexicon}&#xa0;: INUTILISABLE ({problem})</translation>
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
        <source>Rule: {source}</source>
        <translation>Règle : {source}</translation>
    </message>
    <message>
        <source>Check this rule against your event&apos;s own rules before the first round.</source>
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
        <translation>Supprimer le profil {profile}&#xa0;?</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Non modifié</translation>
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
    <name>SettingsTab</name>
    <message>
        <source>Short sound on the verdict</source>
        <translation>Bref signal sonore au verdict</translation>
    </message>
    <message>
        <source>Say the verdict aloud in the division&apos;s language (a sound if no voice)</source>
        <translation>Annoncer le verdict à voix haute dans la langue de la division (un son sinon)</translation>
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
        <source>Replace the station&apos;s profiles and settings with the last station file that loaded cleanly?</source>
        <translation>Remplacer les profils et réglages de la borne par le dernier fichier de borne chargé sans erreur&#xa0;?</translation>
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
    <message>
        <source>{count} verdict(s) were shown to players while the audit log could not record them. Each keeps the time it was shown; adding them marks them as late records in the chain.</source>
        <translation>{count} verdict(s) montré(s) aux joueurs alors que le journal d’audit ne pouvait pas les enregistrer. Chacun garde l’heure de son affichage&#xa0;; les ajouter les marque comme enregistrements tardifs dans la chaîne.</translation>
    </message>
    <message>
        <source>Every verdict shown at this station is in the audit log.</source>
        <translation>Tous les verdicts affichés à cette borne sont dans le journal d’audit.</translation>
    </message>
    <message>
        <source>Not added: {error}</source>
        <translation>Non ajoutés&#xa0;: {error}</translation>
    </message>
</context>
</TS>
