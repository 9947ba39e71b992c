#pragma once

class QAction;
class QString;

// Sets an action's text, and its tip with its keys ("Do the next step (Right, PgDown)"): the
// one way every action of the window and of lessons is described, so that their tips read
// alike. GUI thread.
void describeAction(QAction *action, const QString &text, const QString &tip);
// Sets an action's text ("Pa&use"), and what a tool button showing it shows and says: the
// words alone ("Pause"; "暂停" of "暂停(&U)").
void setActionText(QAction *action, const QString &text);
// The action's keys as the user's desktop writes them, joined by ", " ("Right, PgDown").
QString keysOf(const QAction *action);
